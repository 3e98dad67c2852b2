import 'server-only'

/**
 * Error values of the visitor auth endpoints. The spec names no codes or texts for these, so they
 * are ours; every one is answered as `{ success: false, error: { code, message } }`.
 */
export const AUTH_ERROR_MESSAGES = {
  INVALID_REQUEST: 'The request is not valid.',
  INVALID_CLIENT: 'Unknown API key or client id.',
  MISSING_TOKEN: 'Authentication required: send an access token as "Authorization: Bearer <token>".',
  INVALID_TOKEN: 'The token is not valid.',
  TOKEN_EXPIRED: 'The token has expired. Refresh it or log in again.',
  REFRESH_TOKEN_REUSED: 'This refresh token was already used. Log in again.',
  SESSION_ENDED: 'The session has ended. Log in again.',
} as const satisfies Record<string, string>

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES

export type AuthError = { readonly code: AuthErrorCode; readonly message: string }

export type AuthResult<T> =
  { readonly isOk: true; readonly value: T } | { readonly isOk: false; readonly error: AuthError }

export function authError(code: AuthErrorCode): AuthError {
  return { code, message: AUTH_ERROR_MESSAGES[code] }
}

export function authOk<T>(value: T): AuthResult<T> {
  return { isOk: true, value }
}

export function authFail<T = never>(code: AuthErrorCode): AuthResult<T> {
  return { isOk: false, error: authError(code) }
}

/** 400 for a malformed request, 401 for everything about credentials and tokens. */
export function authErrorStatus(code: AuthErrorCode): 400 | 401 {
  return code === 'INVALID_REQUEST' ? 400 : 401
}
