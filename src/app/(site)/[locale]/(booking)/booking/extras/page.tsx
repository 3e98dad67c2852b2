import { getTranslations } from 'next-intl/server'

import { stepIndex } from '@/domain/booking/booking-steps'
import { openBookingStep, stepMetadata, type StepPageProps } from '@/server/booking-flow/open-step'
import { loadStepSummary } from '@/server/booking-flow/step-summary'
import { loadUpgradeOffers } from '@/server/booking-flow/upgrades'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { ExtrasForm } from '@/ui/booking/extras/ExtrasForm'
import { BookingSummary } from '@/ui/booking/summary/BookingSummary'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { UpgradePanel } from '@/ui/booking/upgrade/UpgradePanel'
import { Heading } from '@/ui/primitives/Heading'

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata('extras')

/** /booking/extras, the Extras step: child seats, GPS and the like, per day or per rental. */
export default async function ExtrasStepPage(props: StepPageProps) {
  const { locale, query, flow, rates } = await openBookingStep(props, 'extras')
  const [t, summary, offers] = await Promise.all([
    getTranslations('booking.extras'),
    loadStepSummary({ flow, locale, now: new Date() }),
    loadUpgradeOffers({ flow, query, locale, stepIndex: stepIndex('booking', 'extras') }),
  ])
  const display = priceDisplay({ flow, query, rates, locale })
  return (
    <BookingFrame
      step="extras"
      summary={<BookingSummary flow={flow} query={query} display={display} summary={summary} />}
      recommended={<UpgradePanel offers={offers} />}
    >
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <ExtrasForm flow={flow} query={query} display={display} />
      <BookingStepTracking flow={flow} rates={rates} step="extras" />
    </BookingFrame>
  )
}
