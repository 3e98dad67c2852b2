import {
  BOOKING_STEP_EVENTS,
  ecommercePayload,
  trackingItem,
  type TrackedBookingStep,
} from '@/domain/tracking/tracking-events'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { money } from '@/domain/money/money'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

/**
 * The tracking event of a booking step (SPEC §9): the booked car at the booking's total, in EUR;
 * the purchase carries the booking number. Sent only after consent (the tracker's rule).
 */
export function BookingStepTracking(props: { flow: FlowBooking; rates: ExchangeRates; step: TrackedBookingStep }) {
  const { flow, rates, step } = props
  const total = money(flow.booking.totals?.total ?? 0, flow.booking.currency)
  const item = trackingItem({
    id: flow.category.id,
    name: flow.category.displayName,
    category: flow.category.model,
    price: total,
    rates,
    listType: 'Booking',
  })
  const payload = ecommercePayload({
    items: [item],
    listType: 'Booking',
    ...(step === 'confirmation' && flow.booking.number ? { transactionId: flow.booking.number } : {}),
  })
  return <TrackEvent name={BOOKING_STEP_EVENTS[step]} payload={payload} />
}
