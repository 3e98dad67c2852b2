import type { Result } from '@/domain/errors/result'
import { domainError } from '@/domain/errors/errors'
import { readBodyWithin } from '@/server/http/request-body'

/** Booking API bodies are small; anything above this is refused with 413. */
const MAX_BODY_BYTES = 64 * 1024

/**
 * Reads a JSON body of at most MAX_BODY_BYTES without buffering more than that: REQUEST_TOO_LARGE
 * (413) above it, INVALID_JSON (400) when it does not parse. An empty body reads as {}.
 */
export async function readJsonBody(request: Request): Promise<Result<unknown>> {
  const text = await readTextBody(request)
  if (!text.isOk) return text
  if (text.value.trim() === '') return { isOk: true, value: {} }
  try {
    return { isOk: true, value: JSON.parse(text.value) as unknown }
  } catch {
    return { isOk: false, error: domainError('INVALID_JSON') }
  }
}

/** The body as text, at most MAX_BODY_BYTES (REQUEST_TOO_LARGE, 413, above it); for signed callbacks. */
export async function readTextBody(request: Request): Promise<Result<string>> {
  const body = await readBodyWithin(request, MAX_BODY_BYTES)
  if (!body.isOk) return body
  return { isOk: true, value: new TextDecoder().decode(body.value) }
}

/** The `locale` field of a body as sent (before a schema defaults it), for answering in its language. */
export function bodyLocale(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'locale' in body ? body.locale : undefined
}
