import 'server-only'

import type { Payload } from 'payload'

import { refundableOf } from '@/domain/payments/booking-ledger'
import type { MailCancellation } from '@/server/mail/booking-mail-data'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { chargesOf, paymentRates, readMoneyBooking, refundsOf, writeBookingMoney } from './booking-money'
import { openAttemptsOf, voidOpenAttempt } from './open-attempt'
import { bookingPaymentLockKey, completePendingRefunds, pendingRefund } from './refunds'

/**
 * Cancels a confirmed booking and gives its money back (issue 15, row 3): in one write transaction
 * under the booking's payment lock the booking becomes cancelled and a refund (collected money) or
 * release (pre-authorised money) of what is left of every payment is recorded pending; then open
 * attempts are voided at the provider (a 3-D Secure page can no longer take money; one that
 * finished meanwhile is settled, and refunded there, as the booking is cancelled), and the provider
 * is asked for each refund and release, whose answers are recorded on the booking. False when the
 * booking was not confirmed (nothing changed).
 */
export async function cancelBookingPayments(params: {
  payload: Payload
  bookingId: number
  now: Date
}): Promise<boolean> {
  const { payload, bookingId, now } = params
  const rates = await paymentRates(payload, await readMoneyBooking(payload, bookingId))
  const cancelled = await withWriteTransaction<boolean>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const booking = await readMoneyBooking(payload, bookingId, req)
      if (booking.status !== 'confirmed') return { isOk: true, value: false }
      const recorded = refundsOf(booking)
      const giveBack = chargesOf(booking).flatMap((charge) => {
        const amount = refundableOf(charge, recorded)
        if (amount <= 0) return []
        const kind = charge.status === 'COLLECTED' ? ('refund' as const) : ('release' as const)
        return [pendingRefund({ transactionId: charge.transactionId, kind, reason: 'cancellation', amount, now })]
      })
      await writeBookingMoney({
        payload,
        booking,
        payments: booking.payments ?? [],
        refunds: [...(booking.refunds ?? []), ...giveBack],
        rates,
        status: 'cancelled',
        req,
      })
      return { isOk: true, value: true }
    },
  )
  if (!cancelled.isOk || !cancelled.value) return false
  for (const attempt of await openAttemptsOf(payload, bookingId)) await voidOpenAttempt({ payload, attempt, now })
  await completePendingRefunds({ payload, bookingId, now })
  return true
}

/** What the booking gave back, for the cancellation e-mail: refunded and released, asked or done. */
export async function givenBack(payload: Payload, bookingId: number): Promise<MailCancellation> {
  const booking = await readMoneyBooking(payload, bookingId)
  let refunded = 0
  let released = 0
  for (const refund of booking.refunds ?? []) {
    if (refund.status === 'failed') continue
    if (refund.kind === 'refund') refunded += refund.amount
    else released += refund.amount
  }
  return { refunded: { amount: refunded, currency: 'ISK' }, released: { amount: released, currency: 'ISK' } }
}
