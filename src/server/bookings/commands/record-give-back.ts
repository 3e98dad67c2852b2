import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import { refundKeys } from '@/domain/payments/refund-keys'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { paymentRates, readMoneyBooking, writeBookingMoney } from '../money/booking-money'
import { bookingPaymentLockKey } from '../money/refund-entries'

/** The provider's answer to a refund or release: done (with its id), or refused for good. */
export type GiveBackOutcome = { readonly isDone: true; readonly refundId: string } | { readonly isDone: false }

/**
 * Command "record a refund": the provider's answer to the refund or release recorded pending under
 * `refundKey`, written once under the booking's money lock — refunded or released with the
 * provider's id and time, or failed (the money then counts as paid again, and staff see the
 * effect that needs them). totalPaid is derived again. A refund no longer pending is left as it is.
 */
export async function recordGiveBack(params: {
  payload: Payload
  bookingId: number
  refundKey: string
  outcome: GiveBackOutcome
  now: Date
}): Promise<Result<null>> {
  const { payload, bookingId, refundKey, outcome, now } = params
  const rates = await paymentRates(payload, await readMoneyBooking(payload, bookingId))
  return withWriteTransaction<null>({ payload, lockKeys: [bookingPaymentLockKey(bookingId)] }, async ({ req }) => {
    const booking = await readMoneyBooking(payload, bookingId, req)
    const recorded = booking.refunds ?? []
    const keys = refundKeys(recorded)
    const refunds = recorded.map((entry, at) =>
      entry.status === 'pending' && keys[at] === refundKey
        ? {
            ...entry,
            status: outcome.isDone
              ? entry.kind === 'refund'
                ? ('refunded' as const)
                : ('released' as const)
              : ('failed' as const),
            refundId: outcome.isDone ? outcome.refundId : null,
            completedAt: now.toISOString(),
          }
        : entry,
    )
    await writeBookingMoney({ payload, booking, payments: booking.payments ?? [], refunds, rates, req })
    return { isOk: true, value: null }
  })
}
