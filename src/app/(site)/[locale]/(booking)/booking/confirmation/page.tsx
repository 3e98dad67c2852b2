import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { parseSearchFilters } from '@/domain/search-query'
import { isLocale } from '@/i18n/locales'
import { loadBookingRecap } from '@/server/booking-ui/booking-recap'
import { guardBookingStep } from '@/server/booking-ui/flow-booking'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { BOOKING_CALENDAR_PATH } from '@/ui/booking/confirmation/calendar-path'
import { ConfirmationView } from '@/ui/booking/confirmation/ConfirmationView'
import { toUrlSearchParams } from '@/ui/booking/step-query'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'booking.confirmation' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/** /booking/confirmation: the saved (and, paying now, paid) booking of this visit; a reload shows it again. */
export default async function ConfirmationStepPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = toUrlSearchParams(await searchParams)
  const flow = await guardBookingStep({ step: 'confirmation', locale, query })
  if (!flow) notFound()
  const { currency } = parseSearchFilters(query)
  const recap = await loadBookingRecap({ bookingId: flow.booking.id, locale, currency })
  if (!recap) notFound()
  return (
    <BookingFrame step="confirmation">
      <ConfirmationView recap={recap} locale={locale} calendarHref={`${BOOKING_CALENDAR_PATH}?locale=${locale}`} />
      <BookingStepTracking flow={flow} step="confirmation" />
    </BookingFrame>
  )
}
