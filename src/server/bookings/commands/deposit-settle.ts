import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { captureCheck, releaseCheck, type SettleRefusal } from '@/domain/bookings/deposit-hold'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { findStaffActionByRequestKey, recordStaffAction } from '../audit/record-staff-action'
import { readMoneyBooking } from '../money/booking-money'
import { depositOf } from '../money/deposit-state'
import { askDepositSettlement } from '../money/deposit-settlement'
import { bookingPaymentLockKey } from '../money/refund-entries'

export type SettleDepositOutcome =
  | { readonly isOk: true; readonly effectIds: readonly number[] }
  | { readonly isOk: false; readonly refusal: SettleRefusal | 'KEY_REUSED' }

/**
 * Command "capture part of the deposit" (`capture`: `amount` for damage, with the reason and its
 * evidence; the rest is released with it) or "release the deposit" (`release`: all of it), by
 * staff after the return. Under the booking's money lock: only a confirmed hold not already being
 * captured or released (so racing or repeated calls capture or release once), never more than
 * held; the deposit recorded capturing or releasing, the audit entry, and a deposit effect that asks
 * the provider — the capture or release stands when the provider confirms it. The request's key
 * makes it happen once: sent again, it is answered as done; sent with another action or booking,
 * it is refused.
 */
export async function settleDepositByStaff(params: {
  payload: Payload
  bookingId: number
  step: 'capture' | 'release'
  /** ISK minor units to capture (capture only). */
  amount: number
  reason: string
  actor: StaffActor
  requestKey: string
  now: Date
}): Promise<SettleDepositOutcome> {
  const { payload, bookingId, step, actor, now } = params
  const action = step === 'capture' ? 'capture-deposit' : 'release-deposit'
  const done = await withWriteTransaction<SettleDepositOutcome>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const earlier = await findStaffActionByRequestKey({ payload, req, requestKey: params.requestKey })
      if (earlier) {
        const isSame = earlier.bookingId === bookingId && stepIn(earlier.changes) === step
        return { isOk: true, value: isSame ? { isOk: true, effectIds: [] } : { isOk: false, refusal: 'KEY_REUSED' } }
      }
      const booking = await readMoneyBooking(payload, bookingId, req)
      const deposit = depositOf(booking)
      const check =
        step === 'capture'
          ? captureCheck({ deposit, amount: params.amount, reason: params.reason })
          : releaseCheck(deposit)
      if (!check.isOk) return { isOk: true, value: check }
      const captured = step === 'capture' ? params.amount : 0
      await recordStaffAction({
        payload,
        req,
        actor,
        action,
        booking,
        reason: params.reason,
        changes: {
          step: { before: null, after: step },
          deposit: { before: deposit.status, after: step === 'capture' ? 'capturing' : 'releasing' },
          captured: { before: 0, after: captured },
          released: { before: 0, after: deposit.amount - captured },
        },
        requestKey: params.requestKey,
      })
      const effectIds = await askDepositSettlement({
        payload,
        req,
        booking,
        step,
        captured,
        reason: params.reason,
        now,
      })
      return { isOk: true, value: { isOk: true, effectIds } }
    },
  )
  return done.isOk ? done.value : { isOk: false, refusal: 'NOT_HELD' }
}

/** The step a recorded deposit action took (its `step` change). */
function stepIn(changes: unknown): string | undefined {
  if (typeof changes !== 'object' || changes === null || !('step' in changes)) return undefined
  const step = (changes as { step: unknown }).step
  if (typeof step !== 'object' || step === null || !('after' in step)) return undefined
  const after = (step as { after: unknown }).after
  return typeof after === 'string' ? after : undefined
}
