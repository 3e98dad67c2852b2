import { apiRoute } from '@/app/api/_lib/route'
import { readJsonBody } from '@/app/api/_lib/body'
import { failWith } from '@/domain/errors/result'
import { loginRequestSchema } from '@/server/auth/auth-requests'
import { login } from '@/server/auth/login'
import { configuredSiteClient } from '@/server/auth/site-client'
import { tokenPairResponse } from '@/server/auth/token-response'
import { visitorSessionStore } from '@/server/auth/visitor-session-store'

/** POST /v2/auth/login (SPEC §7): api_key, client_id, salt, remember → accessToken, refreshToken. */
export const POST = apiRoute({
  name: 'auth login',
  fallback: 'AUTH_UNAVAILABLE',
  isPublic: true,
  run: async ({ request }) => {
    const body = await readJsonBody(request)
    const parsed = loginRequestSchema.safeParse(body.isOk ? body.value : undefined)
    if (!parsed.success) return failWith('INVALID_REQUEST')
    const result = await login({
      request: parsed.data,
      client: configuredSiteClient(),
      store: await visitorSessionStore(),
      now: Date.now(),
    })
    return result.isOk ? tokenPairResponse(result.value) : result
  },
})
