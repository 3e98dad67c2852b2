import { fillPlaceholders, httpStatusFor, isErrorCode, type DomainError, type ErrorParams } from './errors'

/**
 * Errors of the booking API that the spec's catalogue (errors.ts) has no entry for. The texts are
 * ours; every other error keeps the spec's code and message word for word.
 */
export const BOOKING_ERROR_MESSAGES = {
  BOOKING_NOT_FOUND: 'No booking found for these details.',
  OFFICE_NOT_FOUND: 'Office {id} not found.',
  PRICE_LIST_NOT_FOUND: 'Price list {id} not found.',
  PICKUP_IN_PAST: 'The pickup date and time must be in the future.',
  BOOKING_NOT_EDITABLE: 'This booking can no longer be changed.',
  REQUEST_TOO_LARGE: 'The request body is too large.',
  INVALID_JSON: 'The request body is not valid JSON.',
  BUSY: 'The booking system is busy. Please try again.',
  TOO_MANY_HOLDS:
    'You are holding too many cars at once. Complete or release a booking, or try again when a hold has lapsed.',
} as const satisfies Record<string, string>

export type BookingErrorCode = keyof typeof BOOKING_ERROR_MESSAGES

const BOOKING_ERROR_STATUS: Record<BookingErrorCode, number> = {
  BOOKING_NOT_FOUND: 404,
  OFFICE_NOT_FOUND: 404,
  PRICE_LIST_NOT_FOUND: 404,
  PICKUP_IN_PAST: 400,
  BOOKING_NOT_EDITABLE: 409,
  REQUEST_TOO_LARGE: 413,
  INVALID_JSON: 400,
  BUSY: 503,
  TOO_MANY_HOLDS: 429,
}

export type BookingError = {
  readonly code: BookingErrorCode
  readonly message: string
  readonly params: ErrorParams
}

/** Any error the rental engine answers with: the spec's, or one of the booking API's own. */
export type RentalError = DomainError | BookingError

export type RentalResult<T> =
  { readonly isOk: true; readonly value: T } | { readonly isOk: false; readonly error: RentalError }

export function bookingError(code: BookingErrorCode, params: ErrorParams = {}): BookingError {
  return { code, message: fillPlaceholders(BOOKING_ERROR_MESSAGES[code], params), params }
}

export function rentalFail<T = never>(error: RentalError): RentalResult<T> {
  return { isOk: false, error }
}

/** HTTP status of an error: the spec catalogue's mapping, or the booking API's own. */
export function rentalErrorStatus(error: RentalError): number {
  return isErrorCode(error.code) ? httpStatusFor(error.code) : BOOKING_ERROR_STATUS[error.code]
}
