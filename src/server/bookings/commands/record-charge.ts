import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { isPayable as isBookingPayable } from '@/domain/booking/holds'
import { excessOfPayment } from '@/domain/payments/booking-ledger'
import { canSettleAttempt } from '@/domain/payments/payment-attempt'
import { isSuccessfulPayment, type PaymentStatusClass } from '@/domain/payments/payment-status'
import { findAttemptByReference, updateAttempt, type Attempt } from '@/server/payments/attempt-store'
import type { ProviderTransaction } from '@/server/payments/provider'
import { holdState } from '@/server/rental/booking-view'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordEffects } from '../effects/effect-store'
import type { NewEffect } from '../effects/effect-types'
import {
  ledgerOf,
  paymentRates,
  readMoneyBooking,
  writeBookingMoney,
  type BookingPaymentEntry,
} from '../money/booking-money'
import { bookingPaymentLockKey, keysOfAppended, pendingRefund } from '../money/refund-entries'

export type RecordedCharge = {
  readonly attempt: Attempt
  /** False when the attempt was final already (the provider's word told again): nothing changed. */
  readonly isChanged: boolean
  readonly effectIds: readonly number[]
}

/**
 * Command "record a charge": the provider's final word on the attempt `reference`, applied once to
 * the attempt and its booking in one write transaction under the booking's money lock, with its
 * effects. Whoever tells it again (the create answer, the return, a callback, a look-up) changes
 * nothing.
 *
 * Money that lands is checked against the booking in that transaction (DESIGN "Money invariants"):
 * on a booking that no longer takes payment (cancelled, lapsed, expired) or on an attempt we closed,
 * all of it goes back; beyond the balance due, the excess goes back. The refund (or release of a
 * pre-authorisation) is recorded pending with the charge and given back by a give-back effect; the
 * renter's e-mail (the booking confirmation for a pay-now booking, else a payment receipt) is an
 * effect too, only for money kept.
 */
export async function recordCharge(params: {
  payload: Payload
  reference: string
  status: PaymentStatusClass
  transaction: ProviderTransaction
  now: Date
}): Promise<Result<RecordedCharge>> {
  const { payload, reference, status, transaction, now } = params
  const before = await findAttemptByReference(payload, reference)
  if (!before) return failWith('PAYMENT_NOT_FOUND')
  if (!canSettleAttempt(before.status, status)) {
    return { isOk: true, value: { attempt: before, isChanged: false, effectIds: [] } }
  }
  const rates = await paymentRates(payload, await readMoneyBooking(payload, before.booking))
  return withWriteTransaction<RecordedCharge>(
    { payload, lockKeys: [bookingPaymentLockKey(before.booking)] },
    async ({ req }) => {
      const current = await findAttemptByReference(payload, reference, req)
      if (!current || !canSettleAttempt(current.status, status)) {
        return { isOk: true, value: { attempt: current ?? before, isChanged: false, effectIds: [] } }
      }
      const attempt = await updateAttempt({
        payload,
        id: current.id,
        req,
        data: {
          status,
          transactionId: transaction.transactionId,
          maskedPan: transaction.maskedPan,
          bankCode: transaction.bankCode,
          transactionStatus: transaction.transactionStatus,
          settledAt: now.toISOString(),
        },
      })
      const booking = await readMoneyBooking(payload, current.booking, req)
      const payments = booking.payments ?? []
      const existing = payments.find((entry) => entry.transactionId === transaction.transactionId)
      if (existing?.status === status) return { isOk: true, value: { attempt, isChanged: true, effectIds: [] } }
      const others = payments.filter((entry) => entry !== existing)
      const due = ledgerOf(booking, rates, { payments: others })?.dueIsk
      // A booking past its time to pay has let its car go, and one cancelled keeps nothing: money landing now goes back.
      const isPayable = isBookingPayable(holdState(booking), now.getTime()) && current.status !== 'voided'
      const { excess, reason } = isSuccessfulPayment(status)
        ? excessOfPayment({ amount: current.amount, dueIsk: due ?? current.amount, isPayable })
        : { excess: 0, reason: undefined }
      const entry: BookingPaymentEntry = {
        transactionId: transaction.transactionId,
        status,
        provider: current.provider,
        maskedPan: transaction.maskedPan,
        amount: current.amount,
        currency: 'ISK',
        createdAt: now.toISOString(),
      }
      const nextPayments = existing
        ? payments.map((item) => (item === existing ? { ...item, status } : item))
        : [...payments, entry]
      const recordedRefunds = booking.refunds ?? []
      const refunds =
        excess > 0 && reason
          ? [
              ...recordedRefunds,
              pendingRefund({
                transactionId: transaction.transactionId,
                kind: status === 'PREAUTH' ? 'release' : 'refund',
                reason,
                amount: excess,
                now,
              }),
            ]
          : recordedRefunds
      await writeBookingMoney({ payload, booking, payments: nextPayments, refunds, rates, req })
      const kept = isSuccessfulPayment(status) ? current.amount - excess : 0
      const effects: NewEffect[] = keysOfAppended(refunds, recordedRefunds.length).map((refundKey) => ({
        key: `give-back:${booking.id}:${refundKey}`,
        bookingId: booking.id,
        input: { kind: 'give-back', refundKey },
      }))
      if (kept > 0) {
        const mail = attempt.flow === 'booking' ? 'booking-confirmation' : 'payment-receipt'
        effects.push({
          key: `mail:${mail}:${booking.id}:${attempt.reference}`,
          bookingId: booking.id,
          input: {
            kind: 'mail',
            mail,
            payment: {
              amount: { amount: kept, currency: 'ISK' },
              maskedPan: attempt.maskedPan ?? null,
              transactionId: attempt.transactionId ?? attempt.reference,
              status,
            },
          },
        })
      }
      const effectIds = await recordEffects({ payload, req, effects })
      return { isOk: true, value: { attempt, isChanged: true, effectIds } }
    },
  )
}
