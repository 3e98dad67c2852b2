import { fillPlaceholders, type ErrorParams } from '../errors/errors'

/** Errors of the payment API; the spec words none of them, so the texts are ours. */
export const PAYMENT_ERROR_MESSAGES = {
  BOOKING_NOT_PAYABLE: 'This booking cannot be paid online.',
  NOTHING_TO_PAY: 'Nothing is left to pay on this booking.',
  AMOUNT_TOO_HIGH: 'The amount is more than what is left to pay ({balance} ISK).',
  AMOUNT_TOO_LOW: 'The smallest payment is {minimum} ISK.',
  TOO_MANY_ATTEMPTS: 'Too many payment attempts. Please wait an hour and try again, or pay at pickup.',
  IDEMPOTENCY_KEY_REQUIRED: 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used for another payment.',
  PAYMENT_IN_PROGRESS: 'This payment is still being processed. Please wait a moment.',
  PAYMENT_NOT_FOUND: 'No payment found for this reference.',
  ORDER_NOT_FOUND: 'No order found for booking {number}.',
  UNKNOWN_PROVIDER: 'Unknown payment provider {name}.',
  INVALID_SIGNATURE: 'The callback signature is not valid.',
  STALE_CALLBACK: 'The callback timestamp is outside the tolerance window.',
  INVALID_CALLBACK: 'The callback body is not valid.',
  PROVIDER_ERROR: 'The payment provider could not be reached. No money was taken.',
  CHALLENGE_NOT_FOUND: 'This card verification has expired or was already completed.',
} as const satisfies Record<string, string>

export type PaymentErrorCode = keyof typeof PAYMENT_ERROR_MESSAGES

const STATUS: Record<PaymentErrorCode, number> = {
  BOOKING_NOT_PAYABLE: 409,
  NOTHING_TO_PAY: 409,
  AMOUNT_TOO_HIGH: 400,
  AMOUNT_TOO_LOW: 400,
  TOO_MANY_ATTEMPTS: 429,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYMENT_IN_PROGRESS: 409,
  PAYMENT_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  UNKNOWN_PROVIDER: 404,
  INVALID_SIGNATURE: 400,
  STALE_CALLBACK: 400,
  INVALID_CALLBACK: 400,
  PROVIDER_ERROR: 502,
  CHALLENGE_NOT_FOUND: 404,
}

export type PaymentError = {
  readonly code: PaymentErrorCode
  readonly message: string
  readonly params: ErrorParams
}

export type PaymentResult<T> =
  { readonly isOk: true; readonly value: T } | { readonly isOk: false; readonly error: PaymentError }

export function paymentError(code: PaymentErrorCode, params: ErrorParams = {}): PaymentError {
  return { code, message: fillPlaceholders(PAYMENT_ERROR_MESSAGES[code], params), params }
}

export function paymentFail<T = never>(code: PaymentErrorCode, params: ErrorParams = {}): PaymentResult<T> {
  return { isOk: false, error: paymentError(code, params) }
}

export function paymentErrorStatus(code: PaymentErrorCode): number {
  return STATUS[code]
}
