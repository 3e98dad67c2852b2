import 'server-only'

import { fillPlaceholders } from '@/domain/errors/error-messages'
import { englishMessage, httpStatusFor, type DomainError } from '@/domain/errors/errors'
import type { Locale } from '@/i18n/locales'
import { errorTextsFor } from '@/server/cms/error-texts'

const NO_STORE = { 'cache-control': 'no-store' }

export type FieldFailure = { readonly path: string; readonly message: string }

/** `{ success: true, data, ...extra }`, 200. */
export function okResponse(data: unknown, extra: Record<string, unknown> = {}): Response {
  return Response.json({ success: true, data, ...extra }, { headers: NO_STORE })
}

/**
 * Every API error answer: `{ success: false, error: { code, message, params?, fields? } }` with the
 * catalogue's HTTP status for the code, `Retry-After` when the error says how long to wait (a limit)
 * and `WWW-Authenticate` on a 401 (a visitor token is missing or not valid). `withParams` adds the
 * error's params, for a browser that fills the translated message (`apiErrors.<code>`) itself.
 */
export function errorResponse(
  error: DomainError,
  fields?: readonly FieldFailure[],
  options: { readonly withParams?: boolean } = {},
): Response {
  const body = {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      ...(options.withParams && { params: error.params }),
      ...(fields && { fields }),
    },
  }
  const status = httpStatusFor(error.code)
  const headers: Record<string, string> = { ...NO_STORE }
  const retryAfter = error.params.retryAfterSeconds
  if (typeof retryAfter === 'number') headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfter)))
  if (status === 401) headers['www-authenticate'] = `Bearer error="invalid_token"`
  return Response.json(body, { status, headers })
}

/**
 * The error with its message in `locale` (the editors' error messages, else `apiErrors.<code>`).
 * An error whose message is not the catalogue's own (a validation message naming the field, a
 * wait worked out to the minute) keeps it.
 */
export async function inLanguage(error: DomainError, locale: Locale): Promise<DomainError> {
  if (error.message !== englishMessage(error.code, error.params)) return error
  const texts = await errorTextsFor(locale)
  return { ...error, message: fillPlaceholders(texts[error.code], error.params) }
}

/**
 * An unexpected failure: logged without request data (no card data, tokens or personal details;
 * database errors lose their bound parameters), answered with the route's default error (SPEC §8).
 */
export function logUnexpected(route: string, error: unknown): void {
  console.error(`[api ${route}] ${errorSummary(error)}`)
}

function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return 'non-error thrown'
  const message = error.message.split(/\bparams:/i)[0]?.slice(0, 300) ?? ''
  const code = (error as { code?: unknown }).code
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${message}`
}
