import 'server-only'

import type { Payload } from 'payload'

import { isSettledAttemptStatus } from '@/domain/payments/payment-attempt'
import { isSuccessfulPayment } from '@/domain/payments/payment-status'
import { notifyBooking } from '@/server/mail/notify-booking'

import type { Attempt } from './attempt-store'

/**
 * After a payment is settled for the first time: money taken or held at the end of booking sends
 * the booking confirmation (with what was paid); a balance payment sends a payment receipt.
 * Only for real money: `amount` is what was kept (ISK minor units), nothing when all of it went
 * back. Declined and failed payments send nothing (the visitor sees the error page and can try again).
 */
export async function notifyPaymentSettled(params: {
  payload: Payload
  attempt: Attempt
  amount: number
  now: Date
}): Promise<void> {
  const { attempt } = params
  if (!isSettledAttemptStatus(attempt.status) || !isSuccessfulPayment(attempt.status) || params.amount <= 0) return
  await notifyBooking({
    payload: params.payload,
    kind: attempt.flow === 'booking' ? 'booking-confirmation' : 'payment-receipt',
    bookingId: attempt.booking,
    now: params.now,
    payment: {
      amount: { amount: params.amount, currency: 'ISK' },
      maskedPan: attempt.maskedPan ?? null,
      transactionId: attempt.transactionId ?? attempt.reference,
      status: attempt.status,
    },
  })
}
