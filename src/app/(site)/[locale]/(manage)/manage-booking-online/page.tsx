import { notFound, redirect } from 'next/navigation'

import { getPathname } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'
import { readManageAccess } from '@/server/manage/manage-cookies'
import { manageHref } from '@/server/manage/manage-paths'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** /manage-booking-online (SPEC §2/§6): to / unless the reservation and last-name cookies are both stored. */
export default async function ManageBookingOnlinePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const access = await readManageAccess()
  redirect(access ? manageHref({ page: 'overview', locale }) : getPathname({ href: '/', locale }))
}
