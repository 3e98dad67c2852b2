import { refreshRequestSchema } from '@/server/auth/auth-requests'
import { refresh } from '@/server/auth/refresh'
import { invalidRequestResponse, readJsonBody, tokenPairResponse } from '@/server/auth/token-response'
import { readCookie, REFRESH_COOKIE } from '@/server/auth/visitor-cookies'
import { visitorSessionStore } from '@/server/auth/visitor-session-store'

/** POST /v2/auth/refresh (SPEC §7): client_id, refresh_token → a new pair; the old refresh token is spent. */
export async function POST(request: Request): Promise<Response> {
  const parsed = refreshRequestSchema.safeParse(await readJsonBody(request))
  const refreshToken = parsed.success ? (parsed.data.refresh_token ?? readCookie(request, REFRESH_COOKIE)) : undefined
  if (!parsed.success || refreshToken === undefined) return invalidRequestResponse()
  const result = await refresh({
    clientId: parsed.data.client_id,
    refreshToken,
    store: await visitorSessionStore(),
    now: Date.now(),
  })
  return tokenPairResponse(result)
}
