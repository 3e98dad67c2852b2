import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

/** How long a payment started in time keeps the car: as long as its 3-D Secure page may take. */
export const PAYING_MINUTES = 15

/**
 * Command "keep the car while paying", inside the caller's transaction (the one that opens the
 * payment attempt): a pay-now booking must be paid by its deadline or it lets its car go; a payment
 * started in time moves the deadline to PAYING_MINUTES from now when it is sooner, so a visitor who
 * started at the last minute is not refunded for being slow at their bank.
 */
export async function keepCarWhilePaying(params: {
  payload: Payload
  bookingId: number
  now: Date
  req: Partial<PayloadRequest>
}): Promise<void> {
  const { payload, bookingId, now, req } = params
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, req })
  const deadline = booking.heldUntil ? Date.parse(booking.heldUntil) : Number.NaN
  if (booking.status !== 'confirmed' || Number.isNaN(deadline)) return
  const payingUntil = now.getTime() + PAYING_MINUTES * 60_000
  if (deadline >= payingUntil) return
  await payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { heldUntil: new Date(payingUntil).toISOString() },
    depth: 0,
    req,
  })
}
