/**
 * Error codes of the domain and the messages the spec (§8) gives for them, word for word.
 * Errors are values: functions return them in a `Result`, and the edge maps `code` to an HTTP
 * status (`httpStatusFor`) and to a translated message (the English text is the fallback).
 * Messages may hold `{name}` placeholders, filled from `params`.
 */
export const ERROR_MESSAGES = {
  // §8, word for word
  RENTEON_ERROR: 'Unable to search for cars. Please try again.',
  CATEGORIES_ERROR: 'Unable to fetch car categories. Please try again.',
  RENTEON_API_FAILED: 'Renteon API call failed',
  CATEGORIES_API_FAILED: 'Car categories API call failed',
  BOOKING_RECALCULATION_FAILED: 'Booking recalculation failed',
  BOOKING_SAVE_FAILED: 'Renteon booking save failed',
  EXBOOKING_SAVE_FAILED: 'Renteon ExBooking save failed',
  NO_CAR_CATEGORIES: 'No car categories available. Please search for cars first.',
  CAR_CATEGORY_NOT_FOUND: 'Car category with ID {id} not found in search results.',
  NO_BOOKING_TO_RECALCULATE: 'No current booking to recalculate',
  NO_BOOKING_TO_SAVE: 'No current booking to save',
  SEARCH_BOOKING_REQUIRED: 'renteonSearchBooking is required',
  SEARCH_BOOKING_NUMBER_REQUIRED: 'renteonSearchBooking.Number is required',
  INVALID_CURRENCY_RESPONSE: 'Invalid response from currency service',
  EXPECTED_JSON: 'Expected JSON response',
  NO_TEMPORARY_BOOKING: 'No temporary booking found. Please select a car and go through the booking flow first.',
  HTTP_ERROR: 'HTTP {status}: {statusText}',
  // Ours: the spec names no code or text for these.
  CAR_NOT_AVAILABLE: 'The selected car is no longer available for these dates.',
  RETURN_BEFORE_PICKUP: 'The return date and time must be after the pickup.',
  INVALID_DATE: 'Invalid date: {value}',
  CURRENCY_MISMATCH: 'Cannot combine amounts in {left} and {right}.',
  MISSING_EXCHANGE_RATE: 'No exchange rate for {currency}.',
  PRICE_NOT_FOUND: 'No price for car category {categoryId} on {date}.',
  PROMO_NOT_VALID: 'Promo code {code} is not valid for this booking.',
  SERVICE_NOT_OFFERED: 'Service {code} is not offered for this car.',
  VALIDATION_FAILED: 'The request is not valid.',
} as const satisfies Record<string, string>

export type ErrorCode = keyof typeof ERROR_MESSAGES
export type ErrorParams = Readonly<Record<string, string | number>>

export type DomainError = {
  readonly code: ErrorCode
  readonly message: string
  readonly params: ErrorParams
}

const HTTP_STATUS: Record<ErrorCode, number> = {
  RENTEON_ERROR: 502,
  CATEGORIES_ERROR: 502,
  RENTEON_API_FAILED: 502,
  CATEGORIES_API_FAILED: 502,
  BOOKING_RECALCULATION_FAILED: 500,
  BOOKING_SAVE_FAILED: 500,
  EXBOOKING_SAVE_FAILED: 500,
  NO_CAR_CATEGORIES: 400,
  CAR_CATEGORY_NOT_FOUND: 404,
  NO_BOOKING_TO_RECALCULATE: 400,
  NO_BOOKING_TO_SAVE: 400,
  SEARCH_BOOKING_REQUIRED: 400,
  SEARCH_BOOKING_NUMBER_REQUIRED: 400,
  INVALID_CURRENCY_RESPONSE: 502,
  EXPECTED_JSON: 502,
  NO_TEMPORARY_BOOKING: 404,
  HTTP_ERROR: 502,
  CAR_NOT_AVAILABLE: 409,
  RETURN_BEFORE_PICKUP: 400,
  INVALID_DATE: 400,
  CURRENCY_MISMATCH: 400,
  MISSING_EXCHANGE_RATE: 500,
  PRICE_NOT_FOUND: 404,
  PROMO_NOT_VALID: 422,
  SERVICE_NOT_OFFERED: 400,
  VALIDATION_FAILED: 400,
}

/** Builds an error value; the message is the catalogue text with `{name}` filled from params. */
export function domainError(code: ErrorCode, params: ErrorParams = {}): DomainError {
  return { code, message: fillPlaceholders(ERROR_MESSAGES[code], params), params }
}

/** HTTP status the edge answers with: 4xx for the visitor's mistakes, 409 for conflicts, 5xx else. */
export function httpStatusFor(code: ErrorCode): number {
  return HTTP_STATUS[code]
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, value)
}

/** Replaces `{name}` with params.name; unknown placeholders stay as written. */
export function fillPlaceholders(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}
