import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { loadCancelledBooking } from '@/server/manage/given-back'
import { loadBookingRequestState } from '@/server/manage/request-state'
import { Heading } from '@/ui/primitives/Heading'
import { CancelledNotice } from '@/ui/manage/CancelledNotice'
import { LookupForm } from '@/ui/manage/LookupForm'
import { RequestNotice } from '@/ui/manage/RequestNotice'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'manage.lookup' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * /manage-my-booking: the entry to manage a booking by voucher number and the driver's last name.
 * A booking just cancelled here, or looked up after it was, is said to be cancelled, with its money;
 * a booking request is said to wait for our confirmation, or to be declined.
 */
export default async function ManageMyBookingPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, cancelled, request] = await Promise.all([
    getTranslations('manage.lookup'),
    loadCancelledBooking(),
    loadBookingRequestState(),
  ])
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-3 text-muted">{t('intro')}</p>
      {cancelled ? <CancelledNotice cancelled={cancelled} /> : null}
      {request ? <RequestNotice request={request} /> : null}
      <div className="mt-6 rounded-2xl border border-line bg-white p-5 sm:p-6">
        <LookupForm locale={locale} />
      </div>
    </div>
  )
}
