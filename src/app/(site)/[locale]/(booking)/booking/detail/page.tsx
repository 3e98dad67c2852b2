import { getTranslations } from 'next-intl/server'

import { stepIndex } from '@/domain/booking/booking-steps'
import { countryOptions } from '@/domain/validation/countries'
import { addOfficeDays } from '@/domain/time/office-time'
import { parseSearchFilters } from '@/domain/search/search-query'
import { bookingStepHref } from '@/server/booking-flow/flow-booking'
import { visitorCountry } from '@/server/geo/visitor-country'
import { openBookingStep, stepMetadata, type StepPageProps } from '@/server/booking-flow/open-step'
import { loadStepSummary } from '@/server/booking-flow/step-summary'
import { loadUpgradeOffers } from '@/server/booking-flow/upgrades'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { bookingEvent } from '@/ui/tracking/booking-event'
import { detailsDefaults } from '@/ui/booking/detail/detail-defaults'
import { DetailsForm } from '@/ui/booking/detail/DetailsForm'
import { BookingSummary } from '@/ui/booking/summary/BookingSummary'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { UpgradePanel } from '@/ui/booking/upgrade/UpgradePanel'
import { Heading } from '@/ui/primitives/Heading'
import { DETAIL_CLIENT_NAMESPACES } from '@/i18n/client-messages'
import { WithClientMessages } from '@/ui/i18n/WithClientMessages'

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata('detail')

/** /booking/detail, the Personal Information step: the renter, the drivers, the arrival. */
export default async function DetailStepPage(props: StepPageProps) {
  const { locale, query, flow, rates } = await openBookingStep(props, 'detail')
  const [t, summary, offers, detectedCountry] = await Promise.all([
    getTranslations('booking.detail'),
    loadStepSummary({ flow, locale, now: new Date() }),
    loadUpgradeOffers({ flow, query, locale, stepIndex: stepIndex('booking', 'detail') }),
    visitorCountry(),
  ])
  const display = priceDisplay({ flow, query, rates, locale })
  const defaults = detailsDefaults({
    client: flow.view.Client,
    drivers: flow.view.Booking_Drivers,
    driverAge: flow.view.DriverAge,
    // The visitor's detected country wins over the search's (the language's) when known.
    country: detectedCountry ?? parseSearchFilters(query).country,
  })
  return (
    <WithClientMessages namespaces={DETAIL_CLIENT_NAMESPACES}>
      <BookingFrame
        step="detail"
        summary={<BookingSummary flow={flow} query={query} display={display} summary={summary} />}
        recommended={<UpgradePanel offers={offers} />}
      >
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
          shippingEvent={bookingEvent({ flow, rates })}
          isCountryGuessed={!flow.view.Client?.country && !detectedCountry}
        />
        <BookingStepTracking flow={flow} rates={rates} step="detail" />
      </BookingFrame>
    </WithClientMessages>
  )
}
