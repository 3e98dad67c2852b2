import {
  BOOKING_STEP_EVENTS,
  ecommercePayload,
  trackingItem,
  type TrackedBookingStep,
} from '@/domain/tracking/tracking-events'
import { money } from '@/domain/money/money'
import { currentExchangeRates } from '@/server/exchange-rates'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

/**
 * The tracking event of a booking step (SPEC §9): the booked car at the booking's total, in EUR;
 * the purchase carries the booking number. Sent only after consent (the tracker's rule).
 */
export async function BookingStepTracking({ flow, step }: { flow: FlowBooking; step: TrackedBookingStep }) {
  const { rates } = await currentExchangeRates()
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
