import { domainError } from '@/domain/errors/errors'

/** Codes of the failures the client reports; HTTP_ERROR and EXPECTED_JSON carry the spec's texts. */
export type ApiErrorCode = 'HTTP_ERROR' | 'EXPECTED_JSON' | 'INVALID_RESPONSE' | 'NETWORK_ERROR'

export type ApiError = {
  readonly code: ApiErrorCode
  readonly message: string
  /** HTTP status of the answer, when there was one. */
  readonly status: number | null
  /** The server's own `{ code, message }`, when its error answer carried one. */
  readonly server?: { readonly code: string; readonly message: string }
}

export type ApiResult<T> =
  { readonly isOk: true; readonly value: T } | { readonly isOk: false; readonly error: ApiError }

/** 'HTTP {status}: {statusText}' (SPEC §8). */
export function httpError(response: Response, server?: ApiError['server']): ApiError {
  const { message } = domainError('HTTP_ERROR', { status: response.status, statusText: response.statusText })
  return { code: 'HTTP_ERROR', message, status: response.status, ...(server ? { server } : {}) }
}

/** 'Expected JSON response' (SPEC §8). */
export function expectedJsonError(status: number): ApiError {
  return { code: 'EXPECTED_JSON', message: domainError('EXPECTED_JSON').message, status }
}

export function invalidResponseError(status: number): ApiError {
  return { code: 'INVALID_RESPONSE', message: 'The server answered in an unexpected shape.', status }
}

export function networkError(): ApiError {
  return { code: 'NETWORK_ERROR', message: 'The server could not be reached.', status: null }
}
