import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { refundParts } from '@/domain/bookings/staff-refund'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { refundableOf } from '@/domain/payments/booking-ledger'
import type { Booking } from '@/payload-types'
import { faultPoint } from '@/server/faults/fault-point'
import { openAttemptsOf } from '@/server/payments/attempt-store'
import { env } from '@/env'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordStaffAction } from '../audit/record-staff-action'
import { recordEffects } from '../effects/effect-store'
import type { NewEffect } from '../effects/effect-types'
import { chargesOf, paymentRates, readMoneyBooking, refundsOf, writeBookingMoney } from '../money/booking-money'
import { termsOfBooking } from '../money/cancellation-terms'
import { releaseOnCancel } from '../money/deposit-state'
import { bookingPaymentLockKey, keysOfAppended, pendingRefund } from '../money/refund-entries'

export type CancelRefusal = 'NOT_CONFIRMED' | 'STARTED' | 'TERMS_CHANGED'

export type CancelOutcome =
  | { readonly isCancelled: true; readonly effectIds: readonly number[]; readonly keptIsk: number }
  | { readonly isCancelled: false; readonly reason: CancelRefusal }

/** The rental terms a visitor cancels under, and the fee (ISK kept) they were shown before confirming. */
export type CancelUnderTerms = { readonly freeHours: number; readonly acceptedKeptIsk?: number | undefined }

/**
 * Command "cancel": a confirmed booking becomes cancelled and keeps no money but its cancellation
 * fee. In one write transaction under the booking's money lock: the status; with `terms` (a visitor
 * cancelling online) the terms at `now` (see termsOfBooking): one rental day kept of what was
 * collected when the free window has passed, recorded as the booking's cancellationFee, refused
 * once pickup has come (STARTED) or when the fee is no longer the one the visitor accepted
 * (TERMS_CHANGED); staff cancel under the same terms, or without `terms` (a manager waiving the
 * fee, with a reason): nothing is kept. Then a refund of the rest of the
 * collected money (latest payment first) and a release of all held money, recorded pending, and
 * the effects — give each back at its provider, close every open payment attempt (asking the
 * provider first: one that finished meanwhile is recorded and given back), and the cancellation
 * e-mail, which says what was given back and kept. A second call (a retry, a second tab) finds the
 * booking cancelled and changes nothing (NOT_CONFIRMED). Cancelled by staff (`actor`), the audit
 * trail records who, why, the fee kept (or waived, and how much the terms charged) and what was
 * given back, in the same transaction.
 */
export async function cancelBooking(params: {
  payload: Payload
  bookingId: number
  now: Date
  terms?: CancelUnderTerms | undefined
  actor?: StaffActor | undefined
  reason?: string | undefined
}): Promise<CancelOutcome> {
  const { payload, bookingId, now, actor } = params
  const rates = await paymentRates(payload, await readMoneyBooking(payload, bookingId))
  const done = await withWriteTransaction<CancelOutcome>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const booking = await readMoneyBooking(payload, bookingId, req)
      if (booking.status !== 'confirmed') return { isOk: true, value: { isCancelled: false, reason: 'NOT_CONFIRMED' } }
      const kept = keptUnder({ booking, terms: params.terms, now, rates })
      if (!kept.isOk) return { isOk: true, value: { isCancelled: false, reason: kept.reason } }
      const recorded = refundsOf(booking)
      const charges = chargesOf(booking)
      const collected = charges.reduce(
        (sum, charge) => sum + (charge.status === 'COLLECTED' ? refundableOf(charge, recorded) : 0),
        0,
      )
      const refundIsk = collected - kept.keptIsk
      const collectedBack = refundIsk > 0 ? refundParts({ amount: refundIsk, charges, refunds: recorded }) : undefined
      const giveBack = [
        ...(collectedBack?.isOk ? collectedBack.parts : []).map((part) =>
          pendingRefund({ ...part, kind: 'refund', reason: 'cancellation', now }),
        ),
        ...charges
          .filter((charge) => charge.status === 'PREAUTH')
          .flatMap((charge) => {
            const amount = refundableOf(charge, recorded)
            return amount > 0
              ? [
                  pendingRefund({
                    transactionId: charge.transactionId,
                    kind: 'release',
                    reason: 'cancellation',
                    amount,
                    now,
                  }),
                ]
              : []
          }),
      ]
      const before = booking.refunds ?? []
      const refunds = [...before, ...giveBack]
      await writeBookingMoney({
        payload,
        booking,
        payments: booking.payments ?? [],
        refunds,
        rates,
        status: 'cancelled',
        cancellationFeeIsk: kept.keptIsk,
        req,
      })
      if (actor) {
        // Staff who waive the fee cancel without terms: the trail keeps the fee the terms charged.
        const waived = params.terms
          ? undefined
          : keptUnder({ booking, terms: { freeHours: env.FREE_CANCELLATION_HOURS }, now, rates })
        await recordStaffAction({
          payload,
          req,
          actor,
          action: params.terms ? 'cancel-booking' : 'cancel-waiving-fee',
          booking,
          reason: params.reason,
          changes: {
            status: { before: booking.status, after: 'cancelled' },
            cancellationFeeIsk: { before: null, after: kept.keptIsk },
            ...(waived?.isOk && { feeWaivedIsk: { before: waived.keptIsk, after: 0 } }),
            givenBack: {
              before: [],
              after: giveBack.map(({ kind, amount, currency }) => ({ kind, amount, currency })),
            },
          },
        })
      }
      const effects: NewEffect[] = [
        // A deposit held on the card is released with the booking (one still pending is released
        // when its confirmation comes, see depositAfter).
        ...(await releaseOnCancel({ payload, req, booking, now })),
        ...keysOfAppended(refunds, before.length).map((refundKey) => ({
          key: `give-back:${bookingId}:${refundKey}`,
          bookingId,
          input: { kind: 'give-back' as const, refundKey },
        })),
        ...(await openAttemptsOf(payload, bookingId, req)).map((attempt) => ({
          key: `close-attempt:${bookingId}:${attempt.reference}`,
          bookingId,
          input: { kind: 'close-attempt' as const, reference: attempt.reference },
        })),
        {
          key: `mail:booking-cancellation:${bookingId}`,
          bookingId,
          input: { kind: 'mail' as const, mail: 'booking-cancellation' as const },
        },
      ]
      const effectIds = await recordEffects({ payload, req, effects })
      return { isOk: true, value: { isCancelled: true, effectIds, keptIsk: kept.keptIsk } }
    },
  )
  if (!done.isOk) return { isCancelled: false, reason: 'NOT_CONFIRMED' }
  if (done.value.isCancelled) faultPoint('after-cancel-commit')
  return done.value
}

/** What cancelling keeps now: the terms' fee for a visitor, nothing when staff cancel. */
function keptUnder(params: {
  booking: Booking
  terms: CancelUnderTerms | undefined
  now: Date
  rates: Partial<ExchangeRates>
}): { readonly isOk: true; readonly keptIsk: number } | { readonly isOk: false; readonly reason: CancelRefusal } {
  const { terms } = params
  if (!terms) return { isOk: true, keptIsk: 0 }
  const now = termsOfBooking({
    booking: params.booking,
    now: params.now,
    freeHours: terms.freeHours,
    rates: params.rates,
  })
  if (now.kind === 'closed') return { isOk: false, reason: now.reason }
  if (terms.acceptedKeptIsk !== undefined && terms.acceptedKeptIsk !== now.keptIsk) {
    return { isOk: false, reason: 'TERMS_CHANGED' }
  }
  return { isOk: true, keptIsk: now.keptIsk }
}
