import { apiRoute } from '@/app/api/_lib/route'
import { readJsonBody } from '@/app/api/_lib/body'
import { failWith } from '@/domain/errors/result'
import { refreshRequestSchema } from '@/server/auth/auth-requests'
import { refresh } from '@/server/auth/refresh'
import { tokenPairResponse } from '@/server/auth/token-response'
import { readCookie, REFRESH_COOKIE } from '@/server/auth/visitor-cookies'
import { visitorSessionStore } from '@/server/auth/visitor-session-store'

/** POST /v2/auth/refresh (SPEC §7): client_id, refresh_token → a new pair; the old refresh token is spent. */
export const POST = apiRoute({
  name: 'auth refresh',
  fallback: 'AUTH_UNAVAILABLE',
  isPublic: true,
  run: async ({ request }) => {
    const body = await readJsonBody(request)
    const parsed = refreshRequestSchema.safeParse(body.isOk ? body.value : undefined)
    const refreshToken = parsed.success ? (parsed.data.refresh_token ?? readCookie(request, REFRESH_COOKIE)) : undefined
    if (!parsed.success || refreshToken === undefined) return failWith('INVALID_REQUEST')
    const result = await refresh({
      clientId: parsed.data.client_id,
      refreshToken,
      store: await visitorSessionStore(),
      now: Date.now(),
    })
    return result.isOk ? tokenPairResponse(result.value) : result
  },
})
