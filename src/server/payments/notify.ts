import type { Payload } from 'payload'

import { isSuccessfulPayment } from '@/domain/payment-status'
import { isFinalAttemptStatus } from '@/domain/payments/payment-attempt'
import { notifyBooking } from '@/server/mail/notify-booking'

import type { Attempt } from './attempt-store'

/**
 * After a payment is settled for the first time: money taken or held at the end of booking sends
 * the booking confirmation (with what was paid); a balance payment sends a payment receipt.
 * Declined and failed payments send nothing (the visitor sees the error page and can try again).
 */
export async function notifyPaymentSettled(params: { payload: Payload; attempt: Attempt; now: Date }): Promise<void> {
  const { attempt } = params
  if (!isFinalAttemptStatus(attempt.status) || !isSuccessfulPayment(attempt.status)) return
  await notifyBooking({
    payload: params.payload,
    kind: attempt.flow === 'booking' ? 'booking-confirmation' : 'payment-receipt',
    bookingId: attempt.booking,
    now: params.now,
    payment: {
      amount: { amount: attempt.amount, currency: 'ISK' },
      maskedPan: attempt.maskedPan ?? null,
      transactionId: attempt.transactionId ?? attempt.reference,
      status: attempt.status,
    },
  })
}
