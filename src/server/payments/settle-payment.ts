import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import { paymentStatusClass } from '@/domain/payments/payment-status'
import { recordCharge, type RecordedCharge } from '@/server/bookings/commands/record-charge'
import { faultPoint } from '@/server/faults/fault-point'

import type { ProviderTransaction } from './provider'

/**
 * The provider's final word on a transaction (the create answer, the return, a callback, a
 * look-up): its status class from the bank code and status letter, recorded once on the attempt
 * and its booking (the bookings module's recordCharge) with its effects (the e-mail, a refund of
 * money the booking does not take).
 */
export async function settlePayment(params: {
  payload: Payload
  reference: string
  transaction: ProviderTransaction
  now: Date
}): Promise<Result<RecordedCharge>> {
  const { transaction } = params
  const status = paymentStatusClass({
    bankCode: transaction.bankCode,
    transactionStatus: transaction.transactionStatus,
  })
  const recorded = await recordCharge({ ...params, status })
  if (recorded.isOk) faultPoint('after-charge-recorded')
  return recorded
}
