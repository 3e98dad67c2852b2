import { fillPlaceholders, type ErrorParams } from '../../errors/errors'

/**
 * Errors of the sales forms (offer, inquiry, trade-in, price watch). SALE_FORM_FAILED is SPEC §8's
 * sale-form error ('Úps! Eitthvað fór úrskeiðis!' in Icelandic); the others are ours. The browser
 * shows each in the visitor's language from its code (messages `saleCar.errors`).
 */
export const SALE_FORM_ERROR_MESSAGES = {
  SALE_FORM_FAILED: 'Oops! Something went wrong!',
  TOO_MANY_PHOTOS: 'You can send at most {max} photos.',
  PHOTO_TOO_LARGE: 'The photo {name} is larger than {maxMb} MB.',
  NOT_AN_IMAGE: 'The file {name} is not a photo.',
  BOT_CHECK_FAILED: 'We could not tell that you are not a robot. Please try again.',
  TOO_MANY_REQUESTS: 'Too many messages from your address. Please try again later.',
  CAR_NOT_FOUND: 'This car is no longer for sale.',
  WATCH_NOT_FOUND: 'This link is no longer valid.',
  REQUEST_TOO_LARGE: 'The request body is too large.',
  BAD_FORM: 'The form could not be read.',
} as const satisfies Record<string, string>

export type SaleFormErrorCode = keyof typeof SALE_FORM_ERROR_MESSAGES

const STATUS: Record<SaleFormErrorCode, number> = {
  SALE_FORM_FAILED: 500,
  TOO_MANY_PHOTOS: 400,
  PHOTO_TOO_LARGE: 413,
  NOT_AN_IMAGE: 415,
  BOT_CHECK_FAILED: 403,
  TOO_MANY_REQUESTS: 429,
  CAR_NOT_FOUND: 404,
  WATCH_NOT_FOUND: 404,
  REQUEST_TOO_LARGE: 413,
  BAD_FORM: 400,
}

export type SaleFormError = {
  readonly code: SaleFormErrorCode
  readonly message: string
  readonly params: ErrorParams
}

export function saleFormError(code: SaleFormErrorCode, params: ErrorParams = {}): SaleFormError {
  return { code, message: fillPlaceholders(SALE_FORM_ERROR_MESSAGES[code], params), params }
}

export function saleFormErrorStatus(code: SaleFormErrorCode): number {
  return STATUS[code]
}

export function isSaleFormErrorCode(value: string): value is SaleFormErrorCode {
  return Object.hasOwn(SALE_FORM_ERROR_MESSAGES, value)
}
