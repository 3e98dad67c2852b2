import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import {
  addLaterChargeRefusal,
  LATER_CHARGE_REFUSALS,
  laterChargeKindName,
  laterChargesStanding,
  laterChargeTotal,
  officeDay,
  paidBeyondAfterWithdrawal,
  withdrawLaterChargeMessage,
  withdrawLaterChargeRefusal,
  type LaterChargeKind,
  type LaterChargeRefusal,
} from '@/domain/bookings/later-charges'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { HANDOVER_PHOTOS_SLUG } from '@/cms/collections/rental/HandoverPhotos'
import type { Booking } from '@/payload-types'
import { reencode } from '@/server/sales/inquiries/photos'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { findStaffActionByRequestKey, recordStaffAction } from '../audit/record-staff-action'
import { recordEffects } from '../effects/effect-store'
import { ledgerOf, paymentRates, readMoneyBooking, type MoneyBooking } from '../money/booking-money'
import { bookingPaymentLockKey } from '../money/refund-entries'
import { readReturnTerms } from '../money/return-terms'

export type LaterChargeFailure = {
  readonly code: LaterChargeRefusal | 'BOOKING_NOT_FOUND' | 'NOT_A_PHOTO' | 'KEY_REUSED' | 'BUSY'
  readonly message: string
}
export type LaterChargeOutcome =
  | { readonly isOk: true; readonly chargeId: string; readonly effectIds: readonly number[] }
  | { readonly isOk: false; readonly refusal: LaterChargeFailure }

type Step = { readonly chargeId: string; readonly effectIds: number[] } | { readonly refused: LaterChargeFailure }

const refused = (code: LaterChargeFailure['code'], message: string): Step => ({ refused: { code, message } })
const ruleRefused = (code: LaterChargeRefusal): Step => refused(code, LATER_CHARGE_REFUSALS[code])

type StoredLaterCharge = NonNullable<Booking['laterCharges']>[number]

/** What staff type from the bill. `amount` in ISK minor units; `offenceDate` as YYYY-MM-DD. */
export type NewLaterCharge = {
  readonly kind: LaterChargeKind
  readonly reference: string
  readonly amount: number
  readonly offenceDate: string
  /** A photo of the bill (JPEG, PNG, WebP…), kept as a private handover photo re-encoded without metadata. */
  readonly evidence?: Buffer | undefined
}

/** Each later charge of the booking with whether its payments cover it (ADR 032). */
export function laterChargesOf(booking: MoneyBooking, rates: Partial<ExchangeRates>) {
  const ledger = ledgerOf(booking, rates)
  const charges = (booking.laterCharges ?? []).map((charge) => ({
    ...charge,
    id: charge.id ?? '',
    handlingFee: charge.handlingFee,
  }))
  return laterChargesStanding({ charges, rentIsk: ledger?.totalIsk ?? 0, paidIsk: ledger?.paidIsk ?? 0 })
}

/** Runs `step` on the booking under its money lock, once per request key (the audit entry keeps it). */
async function onBooking(params: {
  payload: Payload
  bookingId: number
  requestKey: string
  /** Whether the action recorded under the same key was this one (the same booking and charge). */
  isSame: (changes: unknown) => string | undefined
  step: (booking: Booking, req: Partial<PayloadRequest>) => Promise<Step>
}): Promise<LaterChargeOutcome> {
  const { payload, bookingId } = params
  const done = await withWriteTransaction<Step>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const earlier = await findStaffActionByRequestKey({ payload, req, requestKey: params.requestKey })
      if (earlier) {
        const chargeId = earlier.bookingId === bookingId ? params.isSame(earlier.changes) : undefined
        return {
          isOk: true,
          value: chargeId
            ? { chargeId, effectIds: [] }
            : refused('KEY_REUSED', 'This request key was used for another action. Reload the page and try again.'),
        }
      }
      const booking = await payload.findByID({
        collection: 'bookings',
        id: bookingId,
        depth: 0,
        req,
        disableErrors: true,
      })
      if (!booking) return { isOk: true, value: refused('BOOKING_NOT_FOUND', 'There is no such booking.') }
      return { isOk: true, value: await params.step(booking, req) }
    },
  )
  if (!done.isOk) return { isOk: false, refusal: { code: 'BUSY', message: 'The booking system is busy. Try again.' } }
  if ('refused' in done.value) return { isOk: false, refusal: done.value.refused }
  return { isOk: true, chargeId: done.value.chargeId, effectIds: done.value.effectIds }
}

/** The `after` of an audit change, whatever it is. */
function afterValueOf(changes: unknown, field: string): unknown {
  if (typeof changes !== 'object' || changes === null || !(field in changes)) return undefined
  const change = (changes as Record<string, unknown>)[field]
  if (typeof change !== 'object' || change === null || !('after' in change)) return undefined
  return (change as { after: unknown }).after
}

/** The `after` of an audit change, when it is a string. */
function afterOf(changes: unknown, field: string): string | undefined {
  const after = afterValueOf(changes, field)
  return typeof after === 'string' ? after : undefined
}

const newChargeId = () => randomBytes(12).toString('hex')

function mailEffect(bookingId: number, mail: 'later-charge' | 'later-charge-withdrawal', chargeId: string) {
  return {
    key: `handover-mail:${mail}:${String(bookingId)}:${chargeId}`,
    bookingId,
    input: { kind: 'handover-mail' as const, mail, chargeId },
  }
}

/**
 * Command "add a later toll or fine" (staff, ADR 032): a bill that reached the company after the
 * return, added to a checked-in booking whatever its damage claim's state — the bill's kind,
 * reference, amount and date of the offence (inside the rental), the handling fee of the rental
 * rules, and optionally a photo of the bill (a private handover photo). It is owed on the booking
 * at once: the renter pays it on the manage page with the balance payment, which now asks for it.
 * One write transaction under the booking's money lock with the audit entry and the renter's notice
 * (an outbox e-mail in their language); the request key makes it happen once.
 */
export async function addLaterCharge(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  charge: NewLaterCharge
  requestKey: string
  now: Date
}): Promise<LaterChargeOutcome> {
  const { payload, actor, now, charge } = params
  let photo: Buffer | undefined
  if (charge.evidence) {
    const clean = await reencode(charge.evidence)
    if (!clean.isOk) return { isOk: false, refusal: { code: 'NOT_A_PHOTO', message: 'The bill must be a photo.' } }
    photo = clean.value
  }
  return onBooking({
    payload,
    bookingId: params.bookingId,
    requestKey: params.requestKey,
    // The same bill: its kind, reference and amount; the key sent again for another is refused.
    isSame: (changes) =>
      afterOf(changes, 'reference') === charge.reference.trim() &&
      afterOf(changes, 'kind') === charge.kind &&
      afterValueOf(changes, 'amount') === charge.amount
        ? afterOf(changes, 'charge')
        : undefined,
    step: async (booking, req) => {
      const checkIn = booking.checkIn
      const refusal = addLaterChargeRefusal({
        checkedOutAt: booking.checkOut?.recordedAt ? new Date(booking.checkOut.recordedAt) : undefined,
        returnedAt: checkIn?.recordedAt && checkIn.returnedAt ? new Date(checkIn.returnedAt) : undefined,
        amount: charge.amount,
        reference: charge.reference,
        offenceDate: charge.offenceDate,
      })
      if (refusal) return ruleRefused(refusal)
      const terms = await readReturnTerms(payload, req)
      const chargeId = newChargeId()
      let evidence: number | null = null
      if (photo) {
        const created = await payload.create({
          collection: HANDOVER_PHOTOS_SLUG,
          req,
          depth: 0,
          data: { booking: booking.id, stage: 'later-charge', kind: 'damage', note: charge.reference.trim() },
          file: {
            data: photo,
            mimetype: 'image/jpeg',
            name: `${booking.number}-bill-${chargeId}.jpg`,
            size: photo.length,
          },
        })
        evidence = created.id
      }
      const added: StoredLaterCharge = {
        id: chargeId,
        kind: charge.kind,
        reference: charge.reference.trim(),
        offenceDate: (officeDay(charge.offenceDate) ?? now).toISOString(),
        amount: charge.amount,
        handlingFee: terms.handlingFee,
        status: 'owed',
        evidence,
        addedAt: now.toISOString(),
        addedBy: actor.email,
        noticeAt: now.toISOString(),
      }
      await payload.update({
        collection: 'bookings',
        id: booking.id,
        req,
        depth: 0,
        data: { laterCharges: [...(booking.laterCharges ?? []), added] },
      })
      await recordStaffAction({
        payload,
        req,
        actor,
        action: 'add-later-charge',
        booking,
        reason: `${laterChargeKindName(charge.kind)} ${added.reference} of ${charge.offenceDate}`,
        changes: {
          charge: { before: null, after: chargeId },
          kind: { before: null, after: charge.kind },
          reference: { before: null, after: added.reference },
          amount: { before: null, after: charge.amount },
          handlingFee: { before: null, after: terms.handlingFee },
          owed: { before: 0, after: laterChargeTotal(added) },
          evidence: { before: null, after: evidence },
        },
        requestKey: params.requestKey,
      })
      const effectIds = await recordEffects({
        payload,
        req,
        effects: [mailEffect(booking.id, 'later-charge', chargeId)],
      })
      return { chargeId, effectIds }
    },
  })
}

/**
 * Command "withdraw a later toll or fine" (staff, ADR 032): an owed charge not yet paid is taken
 * back with the reason (a mistaken fine); it is owed no more and the renter is told. A paid one is
 * refused: its money goes back through the staff refund first (a recorded refund with its reason),
 * after which it is unpaid and can be withdrawn. Once per request key.
 */
export async function withdrawLaterCharge(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  chargeId: string
  reason: string
  requestKey: string
  now: Date
}): Promise<LaterChargeOutcome> {
  const { payload, actor, now, chargeId } = params
  const rates = await paymentRates(payload, await readMoneyBooking(payload, params.bookingId))
  return onBooking({
    payload,
    bookingId: params.bookingId,
    requestKey: params.requestKey,
    isSame: (changes) => (afterOf(changes, 'withdrawn') === chargeId ? chargeId : undefined),
    step: async (booking, req) => {
      const ledger = ledgerOf(booking, rates)
      const charge = (booking.laterCharges ?? []).find((candidate) => candidate.id === chargeId)
      // Paid never exceeds owed: what the renter paid toward it (in whole or in part) goes back first.
      const refundFirst =
        charge && ledger
          ? paidBeyondAfterWithdrawal({ ledger, charge: { amount: charge.amount, handlingFee: charge.handlingFee } })
          : 0
      const refusal = withdrawLaterChargeRefusal({ charge, reason: params.reason, refundFirst })
      if (refusal || !charge) {
        const code = refusal ?? 'NO_SUCH_CHARGE'
        return refused(code, withdrawLaterChargeMessage(code, refundFirst))
      }
      const reason = params.reason.trim()
      await payload.update({
        collection: 'bookings',
        id: booking.id,
        req,
        depth: 0,
        data: {
          laterCharges: (booking.laterCharges ?? []).map((item) =>
            item.id === chargeId
              ? {
                  ...item,
                  status: 'withdrawn' as const,
                  withdrawnAt: now.toISOString(),
                  withdrawnBy: actor.email,
                  withdrawal: reason,
                }
              : item,
          ),
        },
      })
      await recordStaffAction({
        payload,
        req,
        actor,
        action: 'withdraw-later-charge',
        booking,
        reason,
        changes: {
          withdrawn: { before: null, after: chargeId },
          reference: { before: charge.reference, after: charge.reference },
          owed: { before: laterChargeTotal(charge), after: 0 },
        },
        requestKey: params.requestKey,
      })
      const effectIds = await recordEffects({
        payload,
        req,
        effects: [mailEffect(booking.id, 'later-charge-withdrawal', chargeId)],
      })
      return { chargeId, effectIds }
    },
  })
}
