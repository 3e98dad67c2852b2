import { isSuccessfulPayment, PAYMENT_STATUS_CLASSES, type PaymentStatusClass } from '../payment-status'

/** Where a payment was started: at the end of booking (pay now), or for the balance of a booking. */
export const PAYMENT_FLOWS = ['booking', 'balance'] as const
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number]

/** An attempt is pending until the provider answers, 'challenge' while 3-D Secure waits, then final. */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'challenge', ...PAYMENT_STATUS_CLASSES] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

export function isFinalAttemptStatus(status: PaymentAttemptStatus): status is PaymentStatusClass {
  return status !== 'pending' && status !== 'challenge'
}

/** How the visitor is told: money taken or held, waiting for the bank, or not taken. */
export type PaymentOutcomeKind = 'success' | 'pending' | 'failure'

export function outcomeKind(status: PaymentAttemptStatus): PaymentOutcomeKind {
  if (!isFinalAttemptStatus(status)) return 'pending'
  return isSuccessfulPayment(status) ? 'success' : 'failure'
}

/**
 * What a final status adds to the booking's totalPaid: the amount when COLLECTED (captured). A
 * PREAUTH only holds the money on the card; it counts as authorised, not paid, until captured.
 */
export function paidIncrement(status: PaymentStatusClass, bookingAmount: number): number {
  return status === 'COLLECTED' ? bookingAmount : 0
}
