import { getTranslations } from 'next-intl/server'

import { stepIndex } from '@/domain/booking/booking-steps'
import { protectionCoverage } from '@/server/booking-flow/protection-coverage'
import { openBookingStep, stepMetadata, type StepPageProps } from '@/server/booking-flow/open-step'
import { loadStepSummary } from '@/server/booking-flow/step-summary'
import { loadUpgradeOffers } from '@/server/booking-flow/upgrades'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { ProtectionForm } from '@/ui/booking/protection/ProtectionForm'
import { BookingSummary } from '@/ui/booking/summary/BookingSummary'
import { UpgradePanel } from '@/ui/booking/upgrade/UpgradePanel'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { Heading } from '@/ui/primitives/Heading'

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata('protection')

/** /booking/protection, the Insurance step: compare the protection levels, add protections. */
export default async function ProtectionStepPage(props: StepPageProps) {
  const { locale, query, flow, rates } = await openBookingStep(props, 'protection')
  const [t, coverage, summary, offers] = await Promise.all([
    getTranslations('booking.protection'),
    protectionCoverage(locale),
    loadStepSummary({ flow, locale, now: new Date() }),
    loadUpgradeOffers({ flow, query, locale, stepIndex: stepIndex('booking', 'protection') }),
  ])
  const display = priceDisplay({ flow, query, rates, locale })
  return (
    <BookingFrame
      step="protection"
      summary={<BookingSummary flow={flow} query={query} display={display} summary={summary} />}
      recommended={<UpgradePanel offers={offers} />}
    >
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <ProtectionForm flow={flow} query={query} display={display} coverage={coverage} />
      <BookingStepTracking flow={flow} rates={rates} step="protection" />
    </BookingFrame>
  )
}
