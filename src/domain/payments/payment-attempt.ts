import { isSuccessfulPayment, PAYMENT_STATUS_CLASSES, type PaymentStatusClass } from './payment-status'

/** Where a payment was started: at the end of booking (pay now), or for the balance of a booking. */
export const PAYMENT_FLOWS = ['booking', 'balance'] as const
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number]

/**
 * An attempt is pending until the provider answers, 'challenge' while 3-D Secure waits, then final:
 * the provider's status class, or 'voided' when we closed it unfinished (the booking was cancelled,
 * or the card holder left the 3-D Secure page open past its time).
 */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'challenge', 'voided', ...PAYMENT_STATUS_CLASSES] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

/** Open: no final word yet. A booking has at most one open attempt. */
export const OPEN_ATTEMPT_STATUSES = ['pending', 'challenge'] as const satisfies readonly PaymentAttemptStatus[]

export function isFinalAttemptStatus(status: PaymentAttemptStatus): boolean {
  return status !== 'pending' && status !== 'challenge'
}

/** The provider's final word is recorded: a status class (not open, not voided by us). */
export function isSettledAttemptStatus(status: PaymentAttemptStatus): status is PaymentStatusClass {
  return isFinalAttemptStatus(status) && status !== 'voided'
}

/** How the visitor is told: money taken or held, waiting for the bank, or not taken. */
export type PaymentOutcomeKind = 'success' | 'pending' | 'failure'

export function outcomeKind(status: PaymentAttemptStatus): PaymentOutcomeKind {
  if (!isFinalAttemptStatus(status)) return 'pending'
  return isSettledAttemptStatus(status) && isSuccessfulPayment(status) ? 'success' : 'failure'
}

/**
 * Whether the provider's word changes the attempt: an open attempt takes any final status; one we
 * closed ('voided') or one refused takes only money that was taken after all (on a provider's
 * hosted page the card holder may try another card after a refusal, in the same attempt); one whose
 * money was taken takes nothing more.
 */
export function canSettleAttempt(current: PaymentAttemptStatus, incoming: PaymentStatusClass): boolean {
  if (!isFinalAttemptStatus(current)) return true
  return outcomeKind(current) === 'failure' && isSuccessfulPayment(incoming)
}
