import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { isPayable as isBookingPayable } from '@/domain/booking/holds'
import { excessOfPayment } from '@/domain/payments/booking-ledger'
import { isFinalAttemptStatus, type PaymentAttemptStatus } from '@/domain/payments/payment-attempt'
import { isSuccessfulPayment, paymentStatusClass, type PaymentStatusClass } from '@/domain/payments/payment-status'
import { holdState } from '@/server/rental/booking-view'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { findAttemptByReference, updateAttempt, type Attempt } from './attempt-store'
import { ledgerOf, paymentRates, readMoneyBooking, writeBookingMoney, type BookingPaymentEntry } from './booking-money'
import { notifyPaymentSettled } from './notify'
import type { ProviderTransaction } from './provider'
import { bookingPaymentLockKey, completePendingRefunds, pendingRefund } from './refunds'

export type Settled = { readonly attempt: Attempt; readonly isChanged: boolean }

type Applied = Settled & { readonly kept: number; readonly hasRefund: boolean }

/**
 * Whether the provider's word changes the attempt: an open attempt takes any final status; one we
 * voided takes only money that was taken after all (to be given back); a settled one takes nothing.
 */
function canSettle(current: PaymentAttemptStatus, incoming: PaymentStatusClass): boolean {
  if (!isFinalAttemptStatus(current)) return true
  return current === 'voided' && isSuccessfulPayment(incoming)
}

/**
 * Applies the provider's final word on a transaction to our attempt and its booking, once: an
 * attempt already final is left as it is (isChanged false), whoever tells us again (the create
 * answer, the return, a callback, a replayed callback). The status class comes from the bank code
 * and status letter.
 *
 * Money that lands is checked against the booking in the same write transaction that records it
 * (DESIGN "Money invariants"): on a booking that is no longer confirmed, or on an attempt we
 * voided, all of it goes back; beyond the balance due, the excess goes back. The refund (or the
 * release of a pre-authorisation) is recorded pending with the charge, asked of the provider after
 * the commit and recorded again with its answer. The customer gets an e-mail only for money kept.
 */
export async function settlePayment(params: {
  payload: Payload
  reference: string
  transaction: ProviderTransaction
  now: Date
}): Promise<Result<Settled>> {
  const { payload, transaction, now } = params
  const before = await findAttemptByReference(payload, params.reference)
  if (!before) return failWith('PAYMENT_NOT_FOUND')
  const status = paymentStatusClass({
    bankCode: transaction.bankCode,
    transactionStatus: transaction.transactionStatus,
  })
  if (!canSettle(before.status, status)) return { isOk: true, value: { attempt: before, isChanged: false } }
  const rates = await paymentRates(payload, await readMoneyBooking(payload, before.booking))
  const result = await withWriteTransaction<Applied>(
    { payload, lockKeys: [bookingPaymentLockKey(before.booking)] },
    async ({ req }) => {
      const current = await findAttemptByReference(payload, params.reference, req)
      if (!current || !canSettle(current.status, status)) {
        return { isOk: true, value: { attempt: current ?? before, isChanged: false, kept: 0, hasRefund: false } }
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
      if (existing?.status === status)
        return { isOk: true, value: { attempt, isChanged: true, kept: 0, hasRefund: false } }
      const others = payments.filter((entry) => entry !== existing)
      const due = ledgerOf(booking, rates, { payments: others })?.dueIsk
      // A pay-now booking past its time to pay has let its car go: money landing now is given back.
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
      const refund =
        excess > 0 && reason
          ? pendingRefund({
              transactionId: transaction.transactionId,
              kind: status === 'PREAUTH' ? 'release' : 'refund',
              reason,
              amount: excess,
              now,
            })
          : undefined
      await writeBookingMoney({
        payload,
        booking,
        payments: nextPayments,
        refunds: [...(booking.refunds ?? []), ...(refund ? [refund] : [])],
        rates,
        req,
      })
      const kept = isSuccessfulPayment(status) ? current.amount - excess : 0
      return { isOk: true, value: { attempt, isChanged: true, kept, hasRefund: refund !== undefined } }
    },
  )
  if (!result.isOk) return failWith('PAYMENT_IN_PROGRESS')
  const { attempt, isChanged, kept, hasRefund } = result.value
  if (hasRefund) await completePendingRefunds({ payload, bookingId: attempt.booking, now })
  if (isChanged && kept > 0) await notifyPaymentSettled({ payload, attempt, amount: kept, now })
  return { isOk: true, value: { attempt, isChanged } }
}
