import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { countryOptions } from '@/domain/countries'
import { addOfficeDays } from '@/domain/office-time'
import { parseSearchFilters } from '@/domain/search-query'
import { isLocale } from '@/i18n/locales'
import { bookingStepHref, guardBookingStep } from '@/server/booking-ui/flow-booking'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { detailsDefaults } from '@/ui/booking/detail/detail-defaults'
import { DetailsForm } from '@/ui/booking/detail/DetailsForm'
import { toUrlSearchParams } from '@/ui/booking/step-query'
import { BookingSummary } from '@/ui/booking/summary/BookingSummary'
import { Heading } from '@/ui/primitives/Heading'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'booking.detail' })
  return { title: t('title') }
}

/** /booking/detail, the Personal Information step: the renter, the drivers, the arrival. */
export default async function DetailStepPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = toUrlSearchParams(await searchParams)
  const flow = await guardBookingStep({ step: 'detail', locale, query })
  if (!flow) return null
  const t = await getTranslations('booking.detail')
  const defaults = detailsDefaults({
    client: flow.view.Client,
    drivers: flow.view.Booking_Drivers,
    driverAge: flow.view.DriverAge,
    country: parseSearchFilters(query).country,
  })
  return (
    <BookingFrame step="detail" summary={<BookingSummary flow={flow} query={query} />}>
      <Heading level={1} size={2} id="detail-title">
        {t('title')}
      </Heading>
      <p className="mt-2 mb-6 text-muted">{t('intro')}</p>
      <DetailsForm
        defaults={defaults}
        countries={countryOptions(locale)}
        minExpiry={addOfficeDays(new Date(), 1)}
        locale={locale}
        query={query.toString()}
        searchHref={bookingStepHref({ step: 'search', locale })}
      />
      <BookingStepTracking flow={flow} step="detail" />
    </BookingFrame>
  )
}
