import { loginRequestSchema } from '@/server/auth/auth-requests'
import { login } from '@/server/auth/login'
import { configuredSiteClient } from '@/server/auth/site-client'
import { invalidRequestResponse, readJsonBody, tokenPairResponse } from '@/server/auth/token-response'
import { visitorSessionStore } from '@/server/auth/visitor-session-store'

/** POST /v2/auth/login (SPEC §7): api_key, client_id, salt, remember → accessToken, refreshToken. */
export async function POST(request: Request): Promise<Response> {
  const parsed = loginRequestSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) return invalidRequestResponse()
  const result = await login({
    request: parsed.data,
    client: configuredSiteClient(),
    store: await visitorSessionStore(),
    now: Date.now(),
  })
  return tokenPairResponse(result)
}
