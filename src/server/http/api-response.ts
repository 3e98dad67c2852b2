import 'server-only'

import { fillPlaceholders } from '@/domain/errors/error-messages'
import {
  CODES_WITHOUT_EDITOR_TEXT,
  domainError,
  englishMessage,
  httpStatusFor,
  type DomainError,
  type ErrorCode,
} from '@/domain/errors/errors'
import type { Locale } from '@/i18n/locales'
import { errorTextsFor, fileErrorTexts } from '@/server/cms/error-texts'

import { reportIfDatabaseOutage } from './database-outage-log'
import { errorSummary } from '@/domain/security/error-summary'

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
  // An outage's text cannot wait for the database the editors' texts live in.
  const isWithoutEditorText = CODES_WITHOUT_EDITOR_TEXT.includes(error.code)
  const texts = isWithoutEditorText ? await fileErrorTexts(locale) : await errorTextsFor(locale)
  return { ...error, message: fillPlaceholders(texts[error.code], error.params) }
}

/** How long a visitor is asked to wait after a 503 because the database could not answer. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30

/**
 * The answer to an unexpected failure: when the database could not answer, 503 SERVICE_UNAVAILABLE
 * ("try again in a minute", Retry-After) and one line naming the reason; anything else is logged
 * as a bug (logUnexpected) and answered with the route's default error (SPEC §8).
 */
export async function failureResponse(params: {
  route: string
  error: unknown
  fallback: ErrorCode
  /** The outage's message is answered in this language (from the message files). */
  locale?: Locale
}): Promise<Response> {
  const { route, error, fallback, locale } = params
  if (reportIfDatabaseOutage(`api ${route}`, error)) {
    const unavailable = domainError('SERVICE_UNAVAILABLE', { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS })
    return errorResponse(locale ? await inLanguage(unavailable, locale) : unavailable)
  }
  logUnexpected(route, error)
  return errorResponse(domainError(fallback))
}

/**
 * An unexpected failure: one line without request data (no card data, tokens or personal details)
 * and without the statement of a failed query (its SQL and its bound parameters).
 */
export function logUnexpected(route: string, error: unknown): void {
  console.error(`[api ${route}] ${errorSummary(error)}`)
}
