import 'server-only'

import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from '@/i18n/locales'
import { requireManagedBooking, type ManagedBooking } from '@/server/manage/managed-booking'

/** What every manage step page starts with: the language, then the managed booking (or the look-up form). */
export async function openManageStep(
  params: Promise<{ locale: string }>,
): Promise<{ locale: Locale; managed: ManagedBooking }> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return { locale, managed: await requireManagedBooking({ locale }) }
}
