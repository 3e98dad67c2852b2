import { z } from 'zod'

import { DEFAULT_ACCESS_COOKIE_MAX_AGE_S } from '@/domain/security/token-rules'

import type { ApiResult } from './api-error'
import { readResponse, send } from './read-response'

/** The public identifiers the website logs in with (SITE_API_KEY / SITE_CLIENT_ID on the server). */
export type SiteCredentials = { apiKey: string; clientId: string }

export type Tokens = { accessToken: string; refreshToken: string; accessExpiresAt: number }

export type AuthTransport = { fetch: typeof fetch; baseUrl: string; now: () => number }

const tokenAnswerSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: z.number().int().positive().optional(),
})

/** POST /v2/auth/login with the site's public credentials. */
export function postLogin(
  transport: AuthTransport,
  credentials: SiteCredentials & { isRemembered: boolean },
): Promise<ApiResult<Tokens>> {
  return postForTokens(transport, '/v2/auth/login', {
    api_key: credentials.apiKey,
    client_id: credentials.clientId,
    salt: crypto.randomUUID(),
    remember: credentials.isRemembered,
  })
}

/** POST /v2/auth/refresh; the answer's refresh token replaces the one sent, which is spent. */
export function postRefresh(
  transport: AuthTransport,
  clientId: string,
  refreshToken: string,
): Promise<ApiResult<Tokens>> {
  return postForTokens(transport, '/v2/auth/refresh', { client_id: clientId, refresh_token: refreshToken })
}

async function postForTokens(transport: AuthTransport, path: string, body: object): Promise<ApiResult<Tokens>> {
  const sent = await send(transport.fetch, `${transport.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  if (!sent.isOk) return sent
  // The lifetime is counted on this clock, so a skewed visitor clock does not matter.
  const receivedAt = transport.now()
  const answer = await readResponse(sent.value, tokenAnswerSchema)
  if (!answer.isOk) return answer
  const lifetimeS = answer.value.expiresIn ?? DEFAULT_ACCESS_COOKIE_MAX_AGE_S
  return {
    isOk: true,
    value: {
      accessToken: answer.value.accessToken,
      refreshToken: answer.value.refreshToken,
      accessExpiresAt: receivedAt + lifetimeS * 1000,
    },
  }
}
