import 'server-only'

import { remainingSeconds } from '@/domain/security/token-rules'

import type { TokenPair } from './token-pair'
import { tokenCookies } from './visitor-cookies'
import { expiresAtMs } from './visitor-tokens'

/**
 * The answer of login and refresh: the pair in the body (the browser client sends the access token
 * as a Bearer header) and also as httpOnly cookies, for requests made without the client.
 */
export function tokenPairResponse(pair: TokenPair): Response {
  // Counted from the issue time (whole seconds), so a fresh token reports its full lifetime.
  const now = pair.access.claims.iat * 1000
  const headers = new Headers({ 'cache-control': 'no-store' })
  for (const cookie of tokenCookies(pair, now)) headers.append('set-cookie', cookie)
  return Response.json(
    {
      accessToken: pair.access.token,
      refreshToken: pair.refresh.token,
      expiresIn: remainingSeconds(expiresAtMs(pair.access.claims), now),
    },
    { headers },
  )
}
