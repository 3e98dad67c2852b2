import { fillPlaceholders } from './error-messages'

/**
 * The one error catalogue: every error code the site answers with, its HTTP status and its
 * English message. Texts the spec gives (§5, §8) are word for word; the others are ours. Each code
 * has a translated message under `apiErrors.<code>` in messages/{lang}.json (errorMessageKey), with
 * the same `{name}` placeholders, filled from the error's params.
 *
 * Errors are values: functions return them in a `Result` (./result.ts), and the edge answers with
 * `httpStatusFor(code)` and the message in the visitor's language when it knows it.
 */
export const ERROR_CATALOGUE = {
  // SPEC §8, word for word
  RENTEON_ERROR: { status: 502, message: 'Unable to search for cars. Please try again.' },
  CATEGORIES_ERROR: { status: 502, message: 'Unable to fetch car categories. Please try again.' },
  RENTEON_API_FAILED: { status: 502, message: 'Renteon API call failed' },
  BOOKING_RECALCULATION_FAILED: { status: 500, message: 'Booking recalculation failed' },
  BOOKING_SAVE_FAILED: { status: 500, message: 'Renteon booking save failed' },
  EXBOOKING_SAVE_FAILED: { status: 500, message: 'Renteon ExBooking save failed' },
  CAR_CATEGORY_NOT_FOUND: { status: 404, message: 'Car category with ID {id} not found in search results.' },
  NO_BOOKING_TO_RECALCULATE: { status: 400, message: 'No current booking to recalculate' },
  NO_BOOKING_TO_SAVE: { status: 400, message: 'No current booking to save' },
  NO_CAR_CATEGORIES: { status: 409, message: 'No car categories available. Please search for cars first.' },
  CAR_CATEGORIES_API_FAILED: { status: 502, message: 'Car categories API call failed' },
  SEARCH_BOOKING_REQUIRED: { status: 400, message: 'renteonSearchBooking is required' },
  SEARCH_BOOKING_NUMBER_REQUIRED: { status: 400, message: 'renteonSearchBooking.Number is required' },
  INVALID_CURRENCY_RESPONSE: { status: 502, message: 'Invalid response from currency service' },
  EXPECTED_JSON: { status: 502, message: 'Expected JSON response' },
  HTTP_ERROR: { status: 502, message: 'HTTP {status}: {statusText}' },
  // SPEC §5, word for word
  NO_TEMPORARY_BOOKING: {
    status: 404,
    message: 'No temporary booking found. Please select a car and go through the booking flow first.',
  },

  // SPEC §8, the sale forms' error ('Úps! Eitthvað fór úrskeiðis!' in Icelandic)
  SALE_FORM_FAILED: { status: 500, message: 'Oops! Something went wrong!' },

  // Ours: the spec names no code or text for these.
  // Rules of the rental engine
  CAR_NOT_AVAILABLE: { status: 409, message: 'The selected car is no longer available for these dates.' },
  RETURN_BEFORE_PICKUP: { status: 400, message: 'The return date and time must be after the pickup.' },
  PICKUP_IN_PAST: { status: 400, message: 'The pickup date and time must be in the future.' },
  INVALID_DATE: { status: 400, message: 'Invalid date: {value}' },
  CURRENCY_MISMATCH: { status: 400, message: 'Cannot combine amounts in {left} and {right}.' },
  MISSING_EXCHANGE_RATE: { status: 500, message: 'No exchange rate for {currency}.' },
  UNSUPPORTED_CURRENCY: { status: 400, message: 'Currency {currency} is not supported. Use one of {supported}.' },
  PRICE_NOT_FOUND: { status: 404, message: 'No price for car category {categoryId} on {date}.' },
  PROMO_NOT_VALID: { status: 422, message: 'Promo code {code} is not valid for this booking.' },
  SERVICE_NOT_OFFERED: { status: 400, message: 'Service {code} is not offered for this car.' },
  DRIVER_TOO_YOUNG: {
    status: 422,
    message: 'Drivers must be at least {minimumAge} years old to rent this car. Please choose another car.',
  },
  BOOKING_NOT_FOUND: { status: 404, message: 'No booking found for these details.' },
  OFFICE_NOT_FOUND: { status: 404, message: 'Office {id} not found.' },
  PRICE_LIST_NOT_FOUND: { status: 404, message: 'Price list {id} not found.' },
  BOOKING_NOT_EDITABLE: { status: 409, message: 'This booking can no longer be changed.' },
  BUSY: { status: 503, message: 'The booking system is busy. Please try again.' },
  TOO_MANY_HOLDS: {
    status: 429,
    message:
      'You are holding too many cars at once. Complete or release a booking, or try again when a hold has lapsed.',
  },
  NO_CONFIRMED_BOOKING: { status: 404, message: 'No confirmed booking in this visit.' },

  // The request itself
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  REQUEST_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be read.' },
  FORBIDDEN: { status: 403, message: 'Cross-site requests are not accepted.' },

  // Payments
  BOOKING_NOT_PAYABLE: { status: 409, message: 'This booking cannot be paid online.' },
  NOTHING_TO_PAY: { status: 409, message: 'Nothing is left to pay on this booking.' },
  AMOUNT_TOO_HIGH: { status: 400, message: 'The amount is more than what is left to pay ({balance} ISK).' },
  AMOUNT_TOO_LOW: { status: 400, message: 'The smallest payment is {minimum} ISK.' },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: 'Too many payment attempts. Please wait an hour and try again, or contact us.',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
  },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'This Idempotency-Key was used for another payment.' },
  PAYMENT_IN_PROGRESS: { status: 409, message: 'This payment is still being processed. Please wait a moment.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'No payment found for this reference.' },
  ORDER_NOT_FOUND: { status: 404, message: 'No order found for booking {number}.' },
  UNKNOWN_PROVIDER: { status: 404, message: 'Unknown payment provider {name}.' },
  INVALID_SIGNATURE: { status: 400, message: 'The callback signature is not valid.' },
  STALE_CALLBACK: { status: 400, message: 'The callback timestamp is outside the tolerance window.' },
  INVALID_CALLBACK: { status: 400, message: 'The callback body is not valid.' },
  PROVIDER_ERROR: { status: 502, message: 'The payment provider could not be reached. No money was taken.' },
  CHALLENGE_NOT_FOUND: { status: 404, message: 'This card verification has expired or was already completed.' },
  PAYMENT_FAILED: { status: 500, message: 'The payment could not be processed. No money was taken.' },
  // Why the payment step (booking or manage) sent the visitor back
  CARD_INVALID: { status: 400, message: 'Please check the card details and try again.' },
  TERMS_NOT_ACCEPTED: { status: 400, message: 'Please accept the cancellation terms before you pay.' },
  DETAILS_MISSING: { status: 400, message: 'Some of your personal details are missing. Please fill them in again.' },
  SAVE_FAILED: { status: 500, message: 'Your booking could not be saved. Please try again.' },

  // Sales forms (offer, inquiry, trade-in, price watch)
  TOO_MANY_PHOTOS: { status: 400, message: 'You can send at most {max} photos.' },
  PHOTO_TOO_LARGE: { status: 413, message: 'The photo {name} is larger than {maxMb} MB.' },
  PHOTO_TOO_MANY_PIXELS: { status: 413, message: 'The photo {name} has more than {maxMegapixels} megapixels.' },
  NOT_AN_IMAGE: { status: 415, message: 'The file {name} is not a photo.' },
  BOT_CHECK_FAILED: { status: 403, message: 'We could not tell that you are not a robot. Please try again.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many messages from your address. Please try again later.' },
  CAR_NOT_FOUND: { status: 404, message: 'This car is no longer for sale.' },
  WATCH_NOT_FOUND: { status: 404, message: 'This link is no longer valid.' },

  // Manage my booking
  BOOKING_LOOKUP_FAILED: {
    status: 404,
    message: 'We could not find a booking with this voucher number and last name. Please check both and try again.',
  },
  TOO_MANY_LOOKUPS: { status: 429, message: 'Too many attempts. Please wait 15 minutes and try again.' },
  CANCEL_NOT_CONFIRMED: { status: 400, message: 'Tick the box to confirm that you want to cancel.' },
  CANCELLATION_TOO_LATE: {
    status: 409,
    message: 'The pickup time has passed, so the booking can no longer be cancelled online. Please call us.',
  },
  CANCELLATION_TERMS_CHANGED: {
    status: 409,
    message: 'The cancellation fee changed while the page was open. Please check it and confirm again.',
  },
  BOOKING_NOT_CANCELLABLE: { status: 409, message: 'This booking could not be cancelled. Please contact us.' },

  // Forms built in the CMS (contact and other forms) and CMS content
  FORM_NOT_FOUND: { status: 404, message: 'This form is no longer available.' },
  TOO_MANY_FILES: { status: 400, message: 'You can send at most {max} files.' },
  FILE_TOO_LARGE: { status: 413, message: 'The file {name} is larger than {maxMb} MB.' },
  FILE_NOT_ACCEPTED: { status: 415, message: 'The file {name} is not an image or a PDF document.' },
  CONTENT_UNAVAILABLE: { status: 503, message: 'The content could not be loaded. Please try again.' },
  // The content service API (SPEC §7)
  CONTENT_NOT_FOUND: { status: 404, message: 'Nothing is published at {path}.' },
  COLLECTION_NOT_FOUND: { status: 404, message: 'No collection with id {id}.' },
  SECTION_NOT_FOUND: { status: 404, message: 'No section with id {id}.' },

  // The site itself: the database cannot answer (unreachable, stalled, restarting); nothing was changed.
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'We are having trouble right now. Please try again in a minute.',
  },

  // Visitor tokens and staff logins
  INVALID_REQUEST: { status: 400, message: 'The request is not valid.' },
  INVALID_CLIENT: { status: 401, message: 'Unknown API key or client id.' },
  MISSING_TOKEN: {
    status: 401,
    message: 'Authentication required: send an access token as "Authorization: Bearer TOKEN".',
  },
  INVALID_TOKEN: { status: 401, message: 'The token is not valid.' },
  TOKEN_EXPIRED: { status: 401, message: 'The token has expired. Refresh it or log in again.' },
  REFRESH_TOKEN_REUSED: { status: 401, message: 'This refresh token was already used. Log in again.' },
  SESSION_ENDED: { status: 401, message: 'The session has ended. Log in again.' },
  AUTH_UNAVAILABLE: { status: 503, message: 'Signing in is not possible right now. Please try again.' },
  LOGIN_FAILED: {
    status: 401,
    message:
      'Login failed. Either the e-mail or password is wrong or there were too many attempts. Please try again later.',
  },

  // Partner API keys (X-Api-Key)
  API_KEY_INVALID: { status: 401, message: 'The API key is not valid.' },
  API_KEY_REVOKED: { status: 401, message: 'This API key has been revoked.' },
  API_KEY_NOT_ACCEPTED: { status: 403, message: 'This call does not take an API key.' },
  API_KEY_SCOPE_MISSING: { status: 403, message: 'This API key does not have the "{scope}" scope this call needs.' },
  API_KEY_RATE_LIMITED: {
    status: 429,
    message: 'This API key may make {limit} requests a minute. Please wait {retryAfterSeconds} seconds.',
  },
  STAFF_OR_PARTNER_ONLY: {
    status: 401,
    message: 'Only staff or a partner API key with the "{scope}" scope may make this call.',
  },
} as const satisfies Record<string, { readonly status: number; readonly message: string }>

export type ErrorCode = keyof typeof ERROR_CATALOGUE
export type ErrorParams = Readonly<Record<string, string | number>>

/** The one error value: a catalogue code, its message (English) and the values it names. */
export type DomainError<Code extends ErrorCode = ErrorCode> = {
  readonly code: Code
  readonly message: string
  readonly params: ErrorParams
}

/** Builds an error value; the message is the catalogue text with `{name}` filled from params. */
export function domainError<Code extends ErrorCode>(code: Code, params: ErrorParams = {}): DomainError<Code> {
  return { code, message: englishMessage(code, params), params }
}

/** The catalogue's English text of a code with its placeholders filled. */
export function englishMessage(code: ErrorCode, params: ErrorParams = {}): string {
  return fillPlaceholders(ERROR_CATALOGUE[code].message, params)
}

/** HTTP status the edge answers with: 4xx for the visitor's mistakes, 409 for conflicts, 5xx else. */
export function httpStatusFor(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status
}

/**
 * Codes answered when the database cannot be read, so their text always comes from the message
 * files: editors cannot word them in the Error messages global (it lives in that database).
 */
export const CODES_WITHOUT_EDITOR_TEXT: readonly ErrorCode[] = ['SERVICE_UNAVAILABLE']

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, value)
}
