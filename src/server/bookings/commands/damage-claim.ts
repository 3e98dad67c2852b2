import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { AuditActor, StaffActor } from '@/domain/bookings/audit'
import {
  addChargeRefusal,
  CLAIM_REFUSALS,
  claimDue,
  claimSettlement,
  decisionRefusal,
  noticeDueBy,
  objectionEndsAt,
  objectionRefusal,
  sendNoticeRefusal,
  withdrawalRefusal,
  type ClaimRefusal,
  type ClaimState,
} from '@/domain/bookings/damage-claim'
import {
  chargesTotal,
  damageCharge,
  laterCharge,
  type LaterChargeKind,
  type ReturnCharge,
} from '@/domain/bookings/return-charges'
import type { Booking } from '@/payload-types'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordStaffAction } from '../audit/record-staff-action'
import { recordEffects } from '../effects/effect-store'
import { performSoon } from '../effects/perform-effects'
import { depositOf } from '../money/deposit-state'
import { askDepositSettlement } from '../money/deposit-settlement'
import { bookingPaymentLockKey } from '../money/refund-entries'
import { readDamagePrices, readReturnTerms } from '../money/return-terms'

export type ClaimFailure = {
  readonly code: ClaimRefusal | 'BOOKING_NOT_FOUND' | 'NOT_CHECKED_IN' | 'UNKNOWN_PRICE_ITEM' | 'BAD_CHARGE' | 'BUSY'
  readonly message: string
}
export type ClaimOutcome =
  | { readonly isOk: true; readonly effectIds: readonly number[] }
  | { readonly isOk: false; readonly refusal: ClaimFailure }

type Step = { readonly effectIds: number[] } | { readonly refused: ClaimFailure }

const refused = (code: ClaimFailure['code'], message: string): Step => ({ refused: { code, message } })
const claimRefused = (code: ClaimRefusal): Step => refused(code, CLAIM_REFUSALS[code])

/** The claim as the clock reads it, from the booking; undefined when it has none. */
export function claimStateOf(booking: Pick<Booking, 'damageClaim' | 'checkIn'>): ClaimState | undefined {
  const claim = booking.damageClaim
  const returnedAt = booking.checkIn?.returnedAt
  if (!claim?.status || !returnedAt) return undefined
  return {
    status: claim.status,
    returnedAt: new Date(returnedAt),
    noticeSentAt: claim.noticeSentAt ? new Date(claim.noticeSentAt) : undefined,
    amount: claim.amount ?? 0,
  }
}

/** Runs `step` on the booking in one write transaction under its money lock. */
async function onBooking(
  payload: Payload,
  bookingId: number,
  step: (booking: Booking, req: Partial<PayloadRequest>) => Promise<Step>,
): Promise<ClaimOutcome> {
  const done = await withWriteTransaction<Step>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const booking = await payload.findByID({
        collection: 'bookings',
        id: bookingId,
        depth: 0,
        req,
        disableErrors: true,
      })
      if (!booking) return { isOk: true, value: refused('BOOKING_NOT_FOUND', 'There is no such booking.') }
      return { isOk: true, value: await step(booking, req) }
    },
  )
  if (!done.isOk) return { isOk: false, refusal: { code: 'BUSY', message: 'The booking system is busy. Try again.' } }
  if ('refused' in done.value) return { isOk: false, refusal: done.value.refused }
  return { isOk: true, effectIds: done.value.effectIds }
}

function mailEffect(bookingId: number, mail: 'claim-notice' | 'claim-decision' | 'claim-withdrawal', at: Date) {
  return {
    key: `handover-mail:${mail}:${String(bookingId)}:${String(at.getTime())}`,
    bookingId,
    input: { kind: 'handover-mail' as const, mail },
  }
}

/** What staff add after the return: a toll or fine from a later bill, or a damage priced from the list. */
export type AddedCharge =
  | { readonly kind: LaterChargeKind; readonly amount: number; readonly reference: string }
  | { readonly kind: 'damage'; readonly note: string; readonly priceItemId: number }

/**
 * Command "add a return charge" (staff): a toll or fine (with its bill's reference and the handling
 * fee of the rental rules) or a damage priced from the list, added to a checked-in booking's
 * charges while its claim's notice has not gone and is still due. A booking with no claim gets one
 * (open; its notice due within 10 days of the return).
 */
export async function addReturnCharge(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  charge: AddedCharge
  now: Date
}): Promise<ClaimOutcome> {
  const { payload, actor, now, charge } = params
  return onBooking(payload, params.bookingId, async (booking, req) => {
    const returnedAt = booking.checkIn?.returnedAt
    if (!booking.checkIn?.recordedAt || !returnedAt) return refused('NOT_CHECKED_IN', 'Check the car in first.')
    const claim = claimStateOf(booking)
    // A booking without a claim gets one while its notice could still go in time.
    const refusal = addChargeRefusal(claim ?? { status: 'open', returnedAt: new Date(returnedAt), amount: 0 }, now)
    if (refusal) return claimRefused(refusal)
    let added: ReturnCharge
    if (charge.kind === 'damage') {
      const item = (await readDamagePrices(payload, req)).find((candidate) => candidate.id === charge.priceItemId)
      if (!item) return refused('UNKNOWN_PRICE_ITEM', 'Choose the damage from the damage price list.')
      if (!charge.note.trim()) return refused('BAD_CHARGE', 'Describe the damage.')
      added = damageCharge({ note: charge.note, item })
    } else {
      if (!Number.isSafeInteger(charge.amount) || charge.amount <= 0 || !charge.reference.trim()) {
        return refused('BAD_CHARGE', 'Give the amount and the reference of the bill.')
      }
      const terms = await readReturnTerms(payload, req)
      added = laterCharge({ ...charge, handlingFee: terms.handlingFee })
    }
    const charges = [...(booking.checkIn.charges ?? []), { ...added, addedAt: now.toISOString(), addedBy: actor.email }]
    const amount = chargesTotal(charges)
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      req,
      depth: 0,
      data: {
        checkIn: { ...booking.checkIn, charges },
        damageClaim: claim
          ? { ...booking.damageClaim, amount }
          : {
              status: 'open',
              amount,
              openedAt: now.toISOString(),
              noticeDueBy: noticeDueBy(new Date(returnedAt)).toISOString(),
            },
      },
    })
    await recordStaffAction({
      payload,
      req,
      actor,
      action: 'add-return-charge',
      booking,
      reason: added.evidence,
      changes: {
        kind: { before: null, after: added.kind },
        amount: { before: claim?.amount ?? 0, after: amount },
      },
    })
    return { effectIds: [] }
  })
}

/** Command "send the claim's notice" (staff): once, within 10 days of the return; the renter's 20 days start. */
export async function sendClaimNotice(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  now: Date
}): Promise<ClaimOutcome> {
  const { payload, actor, now } = params
  return onBooking(payload, params.bookingId, async (booking, req) => {
    const claim = claimStateOf(booking)
    const refusal = sendNoticeRefusal(claim, now)
    if (refusal || !claim) return claimRefused(refusal ?? 'NO_CLAIM')
    const endsAt = objectionEndsAt(now)
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      req,
      depth: 0,
      data: {
        damageClaim: {
          ...booking.damageClaim,
          status: 'notified',
          noticeSentAt: now.toISOString(),
          objectionEndsAt: endsAt.toISOString(),
        },
      },
    })
    await recordStaffAction({
      payload,
      req,
      actor,
      action: 'send-claim-notice',
      booking,
      changes: {
        claim: { before: 'open', after: 'notified' },
        amount: { before: null, after: claim.amount },
        objectionEndsAt: { before: null, after: endsAt.toISOString() },
      },
    })
    return { effectIds: await recordEffects({ payload, req, effects: [mailEffect(booking.id, 'claim-notice', now)] }) }
  })
}

/**
 * Command "object to the claim" (the renter, through their booking's manage look-up): once, with a
 * text, until the objection window ends. Nothing is taken until a manager decides.
 */
export async function objectToClaim(params: {
  payload: Payload
  bookingId: number
  text: string
  now: Date
}): Promise<ClaimOutcome> {
  const { payload, now } = params
  return onBooking(payload, params.bookingId, async (booking, req) => {
    const claim = claimStateOf(booking)
    const refusal = objectionRefusal(claim, params.text, now)
    if (refusal) return claimRefused(refusal)
    const text = params.text.trim()
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      req,
      depth: 0,
      data: {
        damageClaim: { ...booking.damageClaim, status: 'objected', objectedAt: now.toISOString(), objection: text },
      },
    })
    const actor: AuditActor = { userId: null, email: `renter ${booking.client?.email ?? booking.number}` }
    await recordStaffAction({
      payload,
      req,
      actor,
      action: 'object-claim',
      booking,
      reason: text,
      changes: { claim: { before: 'notified', after: 'objected' } },
    })
    return { effectIds: [] }
  })
}

/** Records the claim settled for `due` and asks the deposit's capture (never more than held) and release. */
async function settle(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  booking: Booking
  due: number
  now: Date
  claim: Record<string, unknown>
}): Promise<{ effectIds: number[]; captured: number; unpaid: number; step: string }> {
  const { payload, req, booking, now } = params
  const deposit = depositOf(booking)
  const plan = claimSettlement({
    due: params.due,
    isHeld: deposit.status === 'held' && Boolean(deposit.holdId),
    held: deposit.amount,
  })
  const captured = plan.step === 'capture' ? plan.amount : 0
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    req,
    depth: 0,
    data: {
      damageClaim: { ...booking.damageClaim, ...params.claim, settledAt: now.toISOString(), chargedAmount: captured },
    },
  })
  const effectIds =
    plan.step === 'none'
      ? []
      : await askDepositSettlement({
          payload,
          req,
          booking,
          step: plan.step,
          captured,
          reason: plan.step === 'capture' ? `Damage claim of booking ${booking.number}` : null,
          now,
        })
  return { effectIds, captured, unpaid: plan.unpaid, step: plan.step }
}

/**
 * Command "decide on the objection" (a manager or admin): any amount from nothing to the amount
 * claimed, with the reason; the claim is settled at once — that amount captured from the deposit,
 * the rest released — and the renter is told.
 */
export async function decideClaim(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  amount: number
  reason: string
  now: Date
}): Promise<ClaimOutcome> {
  const { payload, actor, now } = params
  return onBooking(payload, params.bookingId, async (booking, req) => {
    const claim = claimStateOf(booking)
    const refusal = decisionRefusal(claim, { amount: params.amount, reason: params.reason })
    if (refusal) return claimRefused(refusal)
    const settled = await settle({
      payload,
      req,
      booking,
      due: params.amount,
      now,
      claim: {
        status: 'settled',
        decidedAt: now.toISOString(),
        decidedBy: actor.email,
        decidedAmount: params.amount,
        decision: params.reason.trim(),
      },
    })
    await recordStaffAction({
      payload,
      req,
      actor,
      action: 'decide-claim',
      booking,
      reason: params.reason,
      changes: {
        claim: { before: 'objected', after: 'settled' },
        amount: { before: claim?.amount ?? 0, after: params.amount },
        captured: { before: 0, after: settled.captured },
        deposit: { before: booking.deposit?.status ?? 'none', after: settled.step },
        unpaid: { before: 0, after: settled.unpaid },
      },
    })
    const mail = await recordEffects({ payload, req, effects: [mailEffect(booking.id, 'claim-decision', now)] })
    return { effectIds: [...settled.effectIds, ...mail] }
  })
}

/**
 * Command "withdraw the claim" (a manager or admin): a claim still under way — open, notified or
 * objected — is dropped with the reason; nothing is charged, so the deposit held for it is released
 * whole (the decision's "nothing charged" path), and the renter is told. A settled or lapsed claim
 * is done and cannot be withdrawn.
 */
export async function withdrawClaim(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  reason: string
  now: Date
}): Promise<ClaimOutcome> {
  const { payload, actor, now } = params
  return onBooking(payload, params.bookingId, async (booking, req) => {
    const claim = claimStateOf(booking)
    const refusal = withdrawalRefusal(claim, params.reason)
    if (refusal || !claim) return claimRefused(refusal ?? 'NO_CLAIM')
    const reason = params.reason.trim()
    const settled = await settle({
      payload,
      req,
      booking,
      due: 0,
      now,
      claim: { status: 'dropped', withdrawnAt: now.toISOString(), withdrawnBy: actor.email, withdrawal: reason },
    })
    await recordStaffAction({
      payload,
      req,
      actor,
      action: 'withdraw-claim',
      booking,
      reason,
      changes: {
        claim: { before: claim.status, after: 'dropped' },
        amount: { before: claim.amount, after: 0 },
        deposit: { before: booking.deposit?.status ?? 'none', after: settled.step },
      },
    })
    const mail = await recordEffects({ payload, req, effects: [mailEffect(booking.id, 'claim-withdrawal', now)] })
    return { effectIds: [...settled.effectIds, ...mail] }
  })
}

/**
 * Command "settle what the clock allows" (the claims job, or staff): a notified claim whose window
 * has closed without objection is charged in full (captured from the deposit, the rest released);
 * an open claim whose notice was never sent in time lapses and the deposit is released. Anything
 * else is left as it is (no refusal: the job calls it on every claim it finds).
 */
export async function settleDueClaim(params: {
  payload: Payload
  bookingId: number
  actor: AuditActor
  now: Date
}): Promise<ClaimOutcome> {
  const { payload, actor, now } = params
  return onBooking(payload, params.bookingId, async (booking, req) => {
    const claim = claimStateOf(booking)
    if (!claim) return claimRefused('NO_CLAIM')
    const due = claimDue(claim, now)
    if (due.step !== 'charge' && due.step !== 'lapse')
      return claimRefused(due.step === 'notice' || due.step === 'wait-objection' ? 'WINDOW_OPEN' : 'NOT_OPEN')
    const status = due.step === 'charge' ? 'settled' : 'lapsed'
    const settled = await settle({
      payload,
      req,
      booking,
      due: due.step === 'charge' ? due.amount : 0,
      now,
      claim: { status },
    })
    await recordStaffAction({
      payload,
      req,
      actor,
      action: 'settle-claim',
      booking,
      changes: {
        claim: { before: claim.status, after: status },
        captured: { before: 0, after: settled.captured },
        deposit: { before: booking.deposit?.status ?? 'none', after: settled.step },
        unpaid: { before: 0, after: settled.unpaid },
      },
    })
    return { effectIds: settled.effectIds }
  })
}

/**
 * The claims sweep (the rental queue's minute job): each claim whose objection window has closed
 * without objection is charged, each open claim whose notice is overdue lapses. Idempotent: a claim
 * settled is not found again. Acts as the system, named so in the audit trail.
 */
export async function settleDueClaims(params: { payload: Payload; now: Date; limit?: number }): Promise<number> {
  const { payload, now } = params
  const at = now.toISOString()
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      or: [
        {
          and: [{ 'damageClaim.status': { equals: 'notified' } }, { 'damageClaim.objectionEndsAt': { less_than: at } }],
        },
        { and: [{ 'damageClaim.status': { equals: 'open' } }, { 'damageClaim.noticeDueBy': { less_than: at } }] },
      ],
    },
    depth: 0,
    limit: params.limit ?? 25,
    pagination: false,
  })
  let settled = 0
  for (const booking of docs) {
    const outcome = await settleDueClaim({
      payload,
      bookingId: booking.id,
      actor: { userId: null, email: 'system (claim clock)' },
      now,
    })
    if (outcome.isOk) {
      settled += 1
      await performSoon(payload, outcome.effectIds)
    }
  }
  return settled
}
