import 'server-only'

import type { Payload } from 'payload'

import { CLAIM_STATUSES, type ClaimStatus } from '@/domain/bookings/damage-claim'
import { EXTEND_WITHIN_DAYS, HOLD_VALID_DAYS, isExtensionDue, isHoldStillNeeded } from '@/domain/bookings/hold-validity'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordEffects } from '../effects/effect-store'
import { performSoon } from '../effects/perform-effects'
import { readMoneyBooking } from '../money/booking-money'
import { bookingPaymentLockKey } from '../money/refund-entries'

const DAY_MS = 86_400_000
const PER_ROUND = 25

/**
 * Command "extend the deposit hold" (ADR 031), for one booking: under the booking's money lock, a
 * hold still held and still needed, in its last days of validity and not asked already, is recorded
 * as asked (`extendAskedAt`) with a deposit effect that asks its provider for the extension. The
 * provider's answer (now, or by callback) records `extendedAt`; a refusal goes to staff.
 * Answers the effects recorded.
 */
export async function extendHoldIfDue(params: { payload: Payload; bookingId: number; now: Date }): Promise<number[]> {
  const { payload, bookingId, now } = params
  const done = await withWriteTransaction<number[]>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const booking = await readMoneyBooking(payload, bookingId, req)
      const deposit = booking.deposit
      if (!deposit?.holdId || !isDueNow(booking, now)) return { isOk: true, value: [] }
      await payload.update({
        collection: 'bookings',
        id: bookingId,
        req,
        depth: 0,
        data: { deposit: { ...deposit, extendAskedAt: now.toISOString() } },
      })
      const effectIds = await recordEffects({
        payload,
        req,
        effects: [
          {
            key: `deposit:extend:${deposit.holdId}:${now.getTime()}`,
            bookingId,
            input: {
              kind: 'deposit',
              step: 'extend',
              holdId: deposit.holdId,
              provider: deposit.provider ?? '',
              reference: deposit.reference ?? '',
              amount: deposit.amount ?? 0,
              askedAt: now.getTime(),
            },
          },
        ],
      })
      return { isOk: true, value: effectIds }
    },
  )
  if (!done.isOk) throw new Error(`deposit extension not recorded: ${done.error.code}`)
  return done.value
}

/**
 * The rental queue's sweep (every minute): every hold held long enough to be near the end of its
 * validity is looked at, and extended when it is still needed. Answers how many were asked.
 */
export async function extendDueHolds(params: { payload: Payload; now: Date }): Promise<number> {
  const { payload, now } = params
  const heldBefore = new Date(now.getTime() - (HOLD_VALID_DAYS - EXTEND_WITHIN_DAYS) * DAY_MS).toISOString()
  // Held, or last extended, long enough ago to be in the last days of its validity.
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { 'deposit.status': { equals: 'held' } },
        { 'deposit.heldAt': { less_than_equal: heldBefore } },
        {
          or: [{ 'deposit.extendedAt': { exists: false } }, { 'deposit.extendedAt': { less_than_equal: heldBefore } }],
        },
      ],
    },
    sort: 'deposit.heldAt',
    depth: 0,
    limit: 200,
    pagination: false,
  })
  let asked = 0
  // Looked at first without a lock (most are asked already or no longer needed), then under it.
  for (const booking of docs.filter((candidate) => isDueNow(candidate, now))) {
    if (asked >= PER_ROUND) break
    const effectIds = await extendHoldIfDue({ payload, bookingId: booking.id, now }).catch(() => [])
    if (effectIds.length === 0) continue
    asked += 1
    await performSoon(payload, effectIds)
  }
  return asked
}

type HoldBooking = Pick<Awaited<ReturnType<typeof readMoneyBooking>>, 'status' | 'deposit' | 'checkIn' | 'damageClaim'>

/** Whether the booking's hold is held, still needed and due for an extension at `now`. */
function isDueNow(booking: HoldBooking, now: Date): boolean {
  const deposit = booking.deposit
  if (deposit?.status !== 'held' || !deposit.heldAt) return false
  return isExtensionDue({
    times: {
      heldAt: new Date(deposit.heldAt),
      extendedAt: deposit.extendedAt ? new Date(deposit.extendedAt) : undefined,
      extendAskedAt: deposit.extendAskedAt ? new Date(deposit.extendAskedAt) : undefined,
    },
    isNeeded: isHoldStillNeeded({
      status: booking.status,
      isReturned: Boolean(booking.checkIn?.recordedAt),
      claimStatus: claimStatusOf(booking.damageClaim?.status),
    }),
    now,
  })
}

function claimStatusOf(status: string | null | undefined): ClaimStatus | undefined {
  return CLAIM_STATUSES.find((known) => known === status)
}
