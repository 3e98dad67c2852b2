import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { money } from '@/domain/money/money'
import { ecommercePayload, trackingItem, type EcommercePayload } from '@/domain/tracking/tracking-events'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'

/**
 * The booking as analytics counts it (SPEC §9, list Booking): the booked car at the booking's
 * total, in EUR; with the booking number as the transaction once it has one.
 */
export function bookingEvent(params: {
  flow: Pick<FlowBooking, 'booking' | 'category'>
  rates: ExchangeRates
  transactionId?: string | null | undefined
}): EcommercePayload {
  const { flow, rates } = params
  const item = trackingItem({
    id: flow.category.id,
    name: flow.category.displayName,
    category: flow.category.model,
    price: money(flow.booking.totals?.total ?? 0, flow.booking.currency),
    rates,
    listType: 'Booking',
  })
  return ecommercePayload({
    items: [item],
    listType: 'Booking',
    ...(params.transactionId ? { transactionId: params.transactionId } : {}),
  })
}
