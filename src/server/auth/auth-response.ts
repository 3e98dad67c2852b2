import 'server-only'

import { authErrorStatus, type AuthError } from './auth-errors'

/** The JSON error answer of the auth endpoints and guards: `{ success: false, error: { code, message } }`. */
export function authErrorResponse(error: AuthError): Response {
  const status = authErrorStatus(error.code)
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (status === 401) headers['www-authenticate'] = `Bearer error="invalid_token"`
  return Response.json({ success: false, error: { code: error.code, message: error.message } }, { status, headers })
}
