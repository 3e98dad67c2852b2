import { getTranslations } from 'next-intl/server'

import { countryOptions } from '@/domain/validation/countries'
import { addOfficeDays } from '@/domain/time/office-time'
import { parseSearchFilters } from '@/domain/search/search-query'
import { bookingStepHref } from '@/server/booking-flow/flow-booking'
import { openBookingStep, stepMetadata, type StepPageProps } from '@/server/booking-flow/open-step'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { detailsDefaults } from '@/ui/booking/detail/detail-defaults'
import { DetailsForm } from '@/ui/booking/detail/DetailsForm'
import { BookingSummary } from '@/ui/booking/summary/BookingSummary'
import { Heading } from '@/ui/primitives/Heading'

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata('detail')

/** /booking/detail, the Personal Information step: the renter, the drivers, the arrival. */
export default async function DetailStepPage(props: StepPageProps) {
  const { locale, query, flow } = await openBookingStep(props, 'detail')
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
