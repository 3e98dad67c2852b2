import 'server-only'

import type { DomainError } from '@/domain/errors/errors'
import { errorResponse, okResponse, type FieldFailure } from '@/server/http/api-response'

/** `{ success: true, data }`, 200, as the booking API answers. */
export function saleFormOk(data: unknown): Response {
  return okResponse(data)
}

/**
 * `{ success: false, error: { code, message, params, fields? } }` with the catalogue's status for the
 * code (Retry-After on 429 from the error's `retryAfterSeconds`): the browser shows `apiErrors.<code>`
 * filled from params.
 */
export function saleFormFailure(error: DomainError, fields?: readonly FieldFailure[]): Response {
  return errorResponse(error, fields, { withParams: true })
}
