import type { Payload } from 'payload'

import { isFinalAttemptStatus, paidIncrement } from '@/domain/payments/payment-attempt'
import { paymentFail, type PaymentResult } from '@/domain/payments/payment-errors'
import { paymentStatusClass } from '@/domain/payment-status'
import { isCurrencyCode } from '@/domain/money'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { findAttemptByReference, updateAttempt, type Attempt } from './attempt-store'
import { notifyPaymentSettled } from './notify'
import type { ProviderTransaction } from './provider'
import { recordReservationPayment } from './reservation-payment'

export type Settled = { readonly attempt: Attempt; readonly isChanged: boolean }

/** Lock key of a booking's payments: one writer of its payments and totalPaid at a time. */
export function bookingPaymentLockKey(bookingId: number): string {
  return `vegur:booking-payment:${bookingId}`
}

/**
 * Applies the provider's final word on a transaction to our attempt and its booking, once: an
 * attempt already final is left as it is (isChanged false), whoever tells us again (the create
 * answer, the return, a callback, a replayed callback). The status class comes from the bank code
 * and status letter. When the change is a success, the customer gets their e-mail.
 */
export async function settlePayment(params: {
  payload: Payload
  reference: string
  transaction: ProviderTransaction
  now: Date
}): Promise<PaymentResult<Settled>> {
  const { payload, transaction, now } = params
  const before = await findAttemptByReference(payload, params.reference)
  if (!before) return paymentFail('PAYMENT_NOT_FOUND')
  if (isFinalAttemptStatus(before.status)) return { isOk: true, value: { attempt: before, isChanged: false } }
  const status = paymentStatusClass({
    bankCode: transaction.bankCode,
    transactionStatus: transaction.transactionStatus,
  })
  const result = await withWriteTransaction<Settled>(
    { payload, lockKeys: [bookingPaymentLockKey(before.booking)] },
    async ({ req }) => {
      const current = await findAttemptByReference(payload, params.reference, req)
      if (!current || isFinalAttemptStatus(current.status)) {
        return { isOk: true, value: { attempt: current ?? before, isChanged: false } }
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
      await recordReservationPayment({
        payload,
        bookingId: current.booking,
        req,
        payment: {
          transactionId: transaction.transactionId,
          transactionStatus: status,
          pan: transaction.maskedPan,
          provider: current.provider,
          amount: { amount: current.amount, currency: isCurrencyCode(current.currency) ? current.currency : 'ISK' },
          bookingAmount: paidIncrement(status, current.bookingAmount),
          at: now,
        },
      })
      return { isOk: true, value: { attempt, isChanged: true } }
    },
  )
  if (!result.isOk) return paymentFail('PAYMENT_IN_PROGRESS')
  if (result.value.isChanged) await notifyPaymentSettled({ payload, attempt: result.value.attempt, now })
  return result
}
