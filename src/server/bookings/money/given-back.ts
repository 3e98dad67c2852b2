import 'server-only'

import type { Payload } from 'payload'

import type { MailCancellation } from '@/server/mail/booking-mail-data'

import { readMoneyBooking } from './booking-money'

/**
 * What the booking gave back, for the cancellation e-mail: refunded and released, asked or done, and
 * the late-cancellation fee it kept.
 */
export async function givenBack(payload: Payload, bookingId: number): Promise<MailCancellation> {
  const booking = await readMoneyBooking(payload, bookingId)
  let refunded = 0
  let released = 0
  for (const refund of booking.refunds ?? []) {
    if (refund.status === 'failed') continue
    if (refund.kind === 'refund') refunded += refund.amount
    else released += refund.amount
  }
  return {
    refunded: { amount: refunded, currency: 'ISK' },
    released: { amount: released, currency: 'ISK' },
    kept: { amount: booking.cancellationFee?.amount ?? 0, currency: 'ISK' },
  }
}
