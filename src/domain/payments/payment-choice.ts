import { BOOKING_TYPE, type BookingTypeId } from '../booking/booking-type'
import type { ErrorCode } from '../errors/errors'

import { outcomeKind, type PaymentAttemptStatus } from './payment-attempt'

/** SPEC §4: pay now (booking type 3, the default, 'Save 10%') or pay at pickup (type 2). */
const PAYMENT_CHOICES = ['now', 'pickup'] as const
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number]
const DEFAULT_PAYMENT_CHOICE: PaymentChoice = 'now'

const BOOKING_TYPE_OF: Record<PaymentChoice, BookingTypeId> = {
  now: BOOKING_TYPE.PAY_NOW,
  pickup: BOOKING_TYPE.PAY_AT_PICKUP,
}

/** The visitor's choice from a form value; anything unknown is the default, pay now. */
export function parsePaymentChoice(value: unknown): PaymentChoice {
  return PAYMENT_CHOICES.find((choice) => choice === value) ?? DEFAULT_PAYMENT_CHOICE
}

export function bookingTypeOfChoice(choice: PaymentChoice): BookingTypeId {
  return BOOKING_TYPE_OF[choice]
}

/**
 * Why the payment step sent the visitor back, besides the card's own answer (the `paymentError`
 * query): codes of the error catalogue, worded as `apiErrors.<code>`.
 */
const PAYMENT_STEP_ERRORS = [
  'CARD_INVALID',
  'TERMS_NOT_ACCEPTED',
  'DETAILS_MISSING',
  'CAR_NOT_AVAILABLE',
  'NO_TEMPORARY_BOOKING',
  'PAYMENT_IN_PROGRESS',
  'PROVIDER_ERROR',
  'BOOKING_NOT_PAYABLE',
  'NOTHING_TO_PAY',
  'TOO_MANY_ATTEMPTS',
  'SAVE_FAILED',
] as const satisfies readonly ErrorCode[]
export type PaymentStepError = (typeof PAYMENT_STEP_ERRORS)[number]
export const PAYMENT_ERROR_PARAM = 'paymentError'

/** A known step error code, anything else (a rental or payment code we do not word) SAVE_FAILED. */
export function toPaymentStepError(code: string): PaymentStepError {
  return PAYMENT_STEP_ERRORS.find((known) => known === code) ?? 'SAVE_FAILED'
}

export function parsePaymentStepError(value: unknown): PaymentStepError | undefined {
  return PAYMENT_STEP_ERRORS.find((known) => known === value)
}

/** What the payment step tells the visitor about the last try. */
export type PaymentNotice =
  | { readonly kind: 'declined' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'error'; readonly code: PaymentStepError }

/**
 * The notice of the payment step from the error the visitor was sent back with and the status of
 * the booking's latest payment attempt: a refused card ('declined', the bank said no; 'failed', it
 * could not be done) or a payment still waiting for the bank or its 3-D Secure check ('pending').
 * A step error wins, except "in progress", which is a pending payment.
 */
export function paymentNotice(params: {
  error: PaymentStepError | undefined
  latestStatus: PaymentAttemptStatus | undefined
}): PaymentNotice | undefined {
  const { error, latestStatus } = params
  if (error === 'PAYMENT_IN_PROGRESS') return { kind: 'pending' }
  if (error) return { kind: 'error', code: error }
  if (!latestStatus) return undefined
  const kind = outcomeKind(latestStatus)
  if (kind === 'pending') return { kind: 'pending' }
  if (kind === 'success') return undefined
  // A voided attempt (closed unfinished) was not the bank saying no.
  return latestStatus === 'FAILED' || latestStatus === 'voided' ? { kind: 'failed' } : { kind: 'declined' }
}

/** Where a card payment's answer sends the visitor: the bank's check, the confirmation, or back to pay. */
export function afterPayment(status: PaymentAttemptStatus): 'challenge' | 'confirmation' | 'payment' {
  if (status === 'challenge') return 'challenge'
  return outcomeKind(status) === 'success' ? 'confirmation' : 'payment'
}
