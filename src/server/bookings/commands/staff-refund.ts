import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { needsManager, refundParts, type StaffRefundRefusal } from '@/domain/bookings/staff-refund'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordStaffAction } from '../audit/record-staff-action'
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
  | { readonly isOk: false; readonly refusal: StaffRefundRefusal | 'NEEDS_MANAGER' }

/**
 * Command "refund by staff": gives back `amount` (ISK minor units, as the cards were charged) of a
 * booking's collected payments, in full or in part, with the reason staff gave. In one write
 * transaction under the booking's money lock: the refunds recorded pending (latest payment
 * first; see refundParts), totalPaid derived again, the audit entry (who, why, what was paid
 * before and after) and a give-back effect for each refund, which asks the provider and records
 * its answer. A refund above `limit` needs `canApprove` (a manager or an admin).
 */
export async function refundByStaff(params: {
  payload: Payload
  bookingId: number
  amount: number
  reason: string
  actor: StaffActor
  canApprove: boolean
  limit: number
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
      })
      const effectIds = await recordEffects({
        payload,
        req,
        effects: keysOfAppended(refunds, before.length).map((refundKey) => ({
          key: `give-back:${bookingId}:${refundKey}`,
          bookingId,
          input: { kind: 'give-back' as const, refundKey },
        })),
      })
      return { isOk: true, value: { isOk: true, effectIds } }
    },
  )
  return done.isOk ? done.value : { isOk: false, refusal: 'NOTHING_TO_REFUND' }
}
