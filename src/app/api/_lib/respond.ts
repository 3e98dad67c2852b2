import { rentalErrorStatus, type RentalError } from '@/domain/errors/booking-errors'
import { domainError, type ErrorCode } from '@/domain/errors/errors'

const NO_STORE = { 'cache-control': 'no-store' }

/** `{ success: true, data, ...extra }`, 200. */
export function okResponse(data: unknown, extra: Record<string, unknown> = {}): Response {
  return Response.json({ success: true, data, ...extra }, { headers: NO_STORE })
}

/**
 * `{ success: false, error: { code, message, fields? } }` with the error's HTTP status, and
 * `Retry-After` when the error says how long to wait (a refused hold).
 */
export function errorResponse(error: RentalError, fields?: readonly { path: string; message: string }[]): Response {
  const body = { success: false, error: { code: error.code, message: error.message, ...(fields && { fields }) } }
  const retryAfter = error.params.retryAfterSeconds
  const headers = typeof retryAfter === 'number' ? { ...NO_STORE, 'retry-after': String(retryAfter) } : NO_STORE
  return Response.json(body, { status: rentalErrorStatus(error), headers })
}

/**
 * An unexpected failure: logged without request data (no card data, tokens or personal details;
 * database errors lose their bound parameters), answered with the route's default error (SPEC §8).
 */
export function unexpectedErrorResponse(route: string, fallback: ErrorCode, error: unknown): Response {
  console.error(`[api ${route}] ${errorSummary(error)}`)
  return errorResponse(domainError(fallback))
}

export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return 'non-error thrown'
  const message = error.message.split(/\bparams:/i)[0]?.slice(0, 300) ?? ''
  const code = (error as { code?: unknown }).code
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${message}`
}
