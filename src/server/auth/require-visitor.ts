import 'server-only'

import { failWith, type Result } from '@/domain/errors/result'
import { errorResponse } from '@/server/http/api-response'

import { ACCESS_COOKIE, readCookie } from './visitor-cookies'
import { verifyToken, type VisitorTokenClaims } from './visitor-tokens'

export type VisitorCheck =
  | { isOk: true; clientId: string; /** The token's session (one login). */ sessionId: string }
  | { isOk: false; response: Response }

/**
 * Guard for the booking API: the request must carry a valid visitor access token, as
 * `Authorization: Bearer <accessToken>` or, failing that, in the access cookie. Answers a 401 JSON
 * error (`{ success: false, error: { code, message } }`) to send back as it is otherwise.
 */
export async function requireVisitor(request: Request): Promise<VisitorCheck> {
  const verified = verifyVisitorRequest(request, Date.now())
  if (verified.isOk) return { isOk: true, clientId: verified.value.sub, sessionId: verified.value.sid }
  return { isOk: false, response: errorResponse(verified.error) }
}

/** The access token's claims, checked against the clock `now` (epoch milliseconds). */
export function verifyVisitorRequest(request: Request, now: number): Result<VisitorTokenClaims> {
  const token = bearerToken(request) ?? readCookie(request, ACCESS_COOKIE)
  if (token === undefined) return failWith('MISSING_TOKEN')
  return verifyToken(token, 'access', now)
}

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization')
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}
