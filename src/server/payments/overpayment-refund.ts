import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import { overpaymentGiveBacks } from '@/domain/payments/overpayment'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { chargesOf, ledgerOf, paymentRates, readMoneyBooking, refundsOf, writeBookingMoney } from './booking-money'
import { bookingPaymentLockKey, completePendingRefunds, pendingRefund } from './refunds'

/**
 * Gives back what a confirmed booking holds beyond its total after a change lowered it (a
 * downgrade in manage): under the booking's payment lock the refunds (collected money) and releases
 * (held money) are recorded pending with reason 'overpayment', then the provider that took each
 * payment is asked and its answer recorded (see completePendingRefunds). Decided from the recorded
 * money under the lock, so a retry or a second tab finds nothing more to give back. Answers what
 * was recorded now, in ISK minor units (0 when nothing); BUSY when the lock could not be had (nothing
 * recorded: saving again gives it back then).
 */
export async function refundOverpayment(params: {
  payload: Payload
  bookingId: number
  now: Date
}): Promise<Result<number>> {
  const { payload, bookingId, now } = params
  const rates = await paymentRates(payload, await readMoneyBooking(payload, bookingId))
  const recorded = await withWriteTransaction<number>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const booking = await readMoneyBooking(payload, bookingId, req)
      const ledger = ledgerOf(booking, rates)
      if (booking.status !== 'confirmed' || !ledger) return { isOk: true, value: 0 }
      const giveBacks = overpaymentGiveBacks({ ledger, charges: chargesOf(booking), refunds: refundsOf(booking) })
      if (giveBacks.length === 0) return { isOk: true, value: 0 }
      const entries = giveBacks.map((giveBack) => pendingRefund({ ...giveBack, reason: 'overpayment', now }))
      await writeBookingMoney({
        payload,
        booking,
        payments: booking.payments ?? [],
        refunds: [...(booking.refunds ?? []), ...entries],
        rates,
        req,
      })
      return { isOk: true, value: giveBacks.reduce((sum, giveBack) => sum + giveBack.amount, 0) }
    },
  )
  if (recorded.isOk && recorded.value > 0) await completePendingRefunds({ payload, bookingId, now })
  return recorded
}
