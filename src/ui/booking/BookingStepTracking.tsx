import { BOOKING_STEP_EVENTS, type TrackedBookingStep } from '@/domain/tracking/tracking-events'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'
import { bookingEvent } from '@/ui/tracking/booking-event'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

/**
 * The tracking event of a booking step (SPEC §9): the booked car at the booking's total, in EUR;
 * the purchase carries the booking number. Sent only after consent (the tracker's rule).
 */
export function BookingStepTracking(props: { flow: FlowBooking; rates: ExchangeRates; step: TrackedBookingStep }) {
  const { flow, rates, step } = props
  const transactionId = step === 'confirmation' ? flow.booking.number : undefined
  return (
    <TrackEvent
      name={BOOKING_STEP_EVENTS[step]}
      payload={bookingEvent({ flow, rates, transactionId })}
      onceFor={`${flow.booking.id}:${step}`}
    />
  )
}
