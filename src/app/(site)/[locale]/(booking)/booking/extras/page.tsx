import { getTranslations } from 'next-intl/server'

import { openBookingStep, stepMetadata, type StepPageProps } from '@/server/booking-flow/open-step'
import { loadStepSummary } from '@/server/booking-flow/step-summary'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { ExtrasForm } from '@/ui/booking/extras/ExtrasForm'
import { BookingSummary } from '@/ui/booking/summary/BookingSummary'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { Heading } from '@/ui/primitives/Heading'

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata('extras')

/** /booking/extras, the Extras step: child seats, GPS and the like, per day or per rental. */
export default async function ExtrasStepPage(props: StepPageProps) {
  const { locale, query, flow, rates } = await openBookingStep(props, 'extras')
  const [t, summary] = await Promise.all([
    getTranslations('booking.extras'),
    loadStepSummary({ flow, locale, now: new Date() }),
  ])
  const display = priceDisplay({ flow, query, rates, locale })
  return (
    <BookingFrame
      step="extras"
      summary={<BookingSummary flow={flow} query={query} display={display} summary={summary} />}
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
