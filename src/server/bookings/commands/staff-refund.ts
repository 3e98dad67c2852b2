import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { needsManager, refundParts, type StaffRefundRefusal } from '@/domain/bookings/staff-refund'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { findStaffActionByRequestKey, recordStaffAction } from '../audit/record-staff-action'
import { recordEffects } from '../effects/effect-store'
import {
  chargesOf,
  ledgerOf,
  paymentRates,
  readMoneyBooking,
  refundsOf,
  writeBookingMoney,
} from '../money/booking-money'
import { bookingPaymentLockKey, keysOfAppended, pendingRefund } from '../money/refund-entries'

export type StaffRefundOutcome =
  | { readonly isOk: true; readonly effectIds: readonly number[] }
  | { readonly isOk: false; readonly refusal: StaffRefundRefusal | 'NEEDS_MANAGER' | 'KEY_REUSED' }

/**
 * Command "refund by staff": gives back `amount` (ISK minor units, as the cards were charged) of a
 * booking's collected payments, in full or in part, with the reason staff gave. In one write
 * transaction under the booking's money lock: the refunds recorded pending (latest payment
 * first; see refundParts), totalPaid derived again, the audit entry (who, why, what was paid
 * before and after) and a give-back effect for each refund, which asks the provider and records
 * its answer, and the renter's e-mail saying what was refunded (in their language). A refund above `limit` needs `canApprove` (a manager or an admin). The request's
 * key makes it happen once: sent again (a retry after a lost answer, a double click, a second
 * tab), the same refund is answered as done and nothing more is given back; the key sent with
 * another booking or amount is refused.
 */
export async function refundByStaff(params: {
  payload: Payload
  bookingId: number
  amount: number
  reason: string
  actor: StaffActor
  canApprove: boolean
  limit: number
  requestKey: string
  now: Date
}): Promise<StaffRefundOutcome> {
  const { payload, bookingId, amount, actor, now } = params
  if (needsManager({ amount, limit: params.limit }) && !params.canApprove) {
    return { isOk: false, refusal: 'NEEDS_MANAGER' }
  }
  const rates = await paymentRates(payload, await readMoneyBooking(payload, bookingId))
  const done = await withWriteTransaction<StaffRefundOutcome>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const earlier = await findStaffActionByRequestKey({ payload, req, requestKey: params.requestKey })
      if (earlier) {
        const isSame = earlier.bookingId === bookingId && refundedIn(earlier.changes) === amount
        return { isOk: true, value: isSame ? { isOk: true, effectIds: [] } : { isOk: false, refusal: 'KEY_REUSED' } }
      }
      const booking = await readMoneyBooking(payload, bookingId, req)
      const parts = refundParts({ amount, charges: chargesOf(booking), refunds: refundsOf(booking) })
      if (!parts.isOk) return { isOk: true, value: parts }
      const before = booking.refunds ?? []
      const refunds = [
        ...before,
        ...parts.parts.map((part) => pendingRefund({ ...part, kind: 'refund', reason: 'staff', now })),
      ]
      await writeBookingMoney({ payload, booking, payments: booking.payments ?? [], refunds, rates, req })
      await recordStaffAction({
        payload,
        req,
        actor,
        action: 'refund',
        booking,
        reason: params.reason,
        changes: {
          paidIsk: {
            before: ledgerOf(booking, rates)?.paidIsk,
            after: ledgerOf(booking, rates, { refunds })?.paidIsk,
          },
          refunded: { before: 0, after: amount },
        },
        requestKey: params.requestKey,
      })
      const effectIds = await recordEffects({
        payload,
        req,
        effects: [
          ...keysOfAppended(refunds, before.length).map((refundKey) => ({
            key: `give-back:${bookingId}:${refundKey}`,
            bookingId,
            input: { kind: 'give-back' as const, refundKey },
          })),
          {
            key: `mail:staff-refund:${bookingId}:${params.requestKey}`,
            bookingId,
            input: {
              kind: 'mail' as const,
              mail: 'staff-refund' as const,
              refunded: { amount, currency: 'ISK' as const },
            },
          },
        ],
      })
      return { isOk: true, value: { isOk: true, effectIds } }
    },
  )
  return done.isOk ? done.value : { isOk: false, refusal: 'NOTHING_TO_REFUND' }
}

/** The amount a recorded staff refund gave back (its `refunded` change), if it says. */
function refundedIn(changes: unknown): number | undefined {
  if (typeof changes !== 'object' || changes === null || !('refunded' in changes)) return undefined
  const refunded = (changes as { refunded: unknown }).refunded
  if (typeof refunded !== 'object' || refunded === null || !('after' in refunded)) return undefined
  const after = (refunded as { after: unknown }).after
  return typeof after === 'number' ? after : undefined
}
