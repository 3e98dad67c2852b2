import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as exchangeRates } from '@/app/currency/exchange-rates/route'
import { POST as login } from '@/app/v2/auth/login/route'
import { POST as refresh } from '@/app/v2/auth/refresh/route'
import { env } from '@/env'
import { requireVisitor } from '@/server/auth/require-visitor'
import { issueToken } from '@/server/auth/visitor-tokens'

import { bootPayload } from './payload'

type Tokens = { accessToken: string; refreshToken: string; expiresIn: number }
type Failure = { success: false; error: { code: string; message: string } }

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})

function post(path: string, body: unknown): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const credentials = () => ({ api_key: env.SITE_API_KEY, client_id: env.SITE_CLIENT_ID, salt: 'abc123', remember: true })

async function loggedIn(): Promise<Tokens> {
  const response = await login(post('/v2/auth/login', credentials()))
  expect(response.status).toBe(200)
  return (await response.json()) as Tokens
}

function refreshWith(refreshToken: string, clientId = env.SITE_CLIENT_ID) {
  return refresh(post('/v2/auth/refresh', { client_id: clientId, refresh_token: refreshToken }))
}

function bearer(token: string): Request {
  return new Request('http://localhost/api/renteon-availability', { headers: { authorization: `Bearer ${token}` } })
}

describe('POST /v2/auth/login', () => {
  it('answers a token pair and sets httpOnly cookies', async () => {
    const response = await login(post('/v2/auth/login', { ...credentials(), locale: 'de' }))
    expect(response.status).toBe(200)
    const body = (await response.json()) as Tokens
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(body.refreshToken).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(body.expiresIn).toBe(600)
    const cookies = response.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    expect(cookies[0]).toMatch(/^vegur_access=.+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(cookies[1]).toMatch(/^vegur_refresh=.+; Max-Age=180; Path=\/v2\/auth; HttpOnly; SameSite=Lax$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a wrong API key with 401', async () => {
    const response = await login(post('/v2/auth/login', { ...credentials(), api_key: 'wrong-key' }))
    expect(response.status).toBe(401)
    expect(((await response.json()) as Failure).error.code).toBe('INVALID_CLIENT')
  })

  it('answers 400 to a body that is not valid', async () => {
    for (const body of ['not json', { client_id: env.SITE_CLIENT_ID }, { ...credentials(), remember: 'maybe' }]) {
      const response = await login(post('/v2/auth/login', body))
      expect(response.status).toBe(400)
      expect((await response.json()) as Failure).toMatchObject({ success: false, error: { code: 'INVALID_REQUEST' } })
    }
  })

  it('keeps the session in the database, readable by admins only', async () => {
    const tokens = await loggedIn()
    const { docs } = await payload.find({ collection: 'visitor-sessions', sort: '-createdAt', limit: 1 })
    expect(docs[0]?.remember).toBe(true)
    expect(JSON.stringify(docs)).not.toContain(tokens.refreshToken)
    await expect(payload.find({ collection: 'visitor-sessions', overrideAccess: false })).rejects.toThrow()
  })
})

describe('POST /v2/auth/refresh', () => {
  it('rotates the pair and refuses the old refresh token afterwards', async () => {
    const first = await loggedIn()
    const rotated = await refreshWith(first.refreshToken)
    expect(rotated.status).toBe(200)
    const second = (await rotated.json()) as Tokens
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(second.accessToken).not.toBe(first.accessToken)

    const reused = await refreshWith(first.refreshToken)
    expect(reused.status).toBe(401)
    expect(((await reused.json()) as Failure).error.code).toBe('REFRESH_TOKEN_REUSED')

    // The reuse ends the session: the token handed out by the rotation stops working too.
    const afterTheft = await refreshWith(second.refreshToken)
    expect(afterTheft.status).toBe(401)
    expect(((await afterTheft.json()) as Failure).error.code).toBe('SESSION_ENDED')
  })

  it('lets only one of two simultaneous uses of a refresh token through', async () => {
    const { refreshToken } = await loggedIn()
    const statuses = (await Promise.all([refreshWith(refreshToken), refreshWith(refreshToken)])).map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 401])
  })

  it('reads the refresh token from the cookie when the body leaves it out', async () => {
    const { refreshToken } = await loggedIn()
    const request = new Request('http://localhost/v2/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `vegur_refresh=${refreshToken}` },
      body: JSON.stringify({ client_id: env.SITE_CLIENT_ID }),
    })
    expect((await refresh(request)).status).toBe(200)
  })

  it('refuses an access token, another client id, and a missing token', async () => {
    const { accessToken, refreshToken } = await loggedIn()
    expect((await refreshWith(accessToken)).status).toBe(401)
    expect((await refreshWith(refreshToken, 'another-client')).status).toBe(401)
    expect((await refresh(post('/v2/auth/refresh', { client_id: env.SITE_CLIENT_ID }))).status).toBe(400)
  })
})

describe('requireVisitor', () => {
  it('accepts a fresh access token from login', async () => {
    const { accessToken } = await loggedIn()
    expect(await requireVisitor(bearer(accessToken))).toEqual({
      isOk: true,
      clientId: env.SITE_CLIENT_ID,
      sessionId: expect.any(String),
    })
  })

  it('refuses a missing, tampered or expired token with a 401 JSON error', async () => {
    const { accessToken } = await loggedIn()
    const tampered = `${accessToken.slice(0, -2)}${accessToken.endsWith('AA') ? 'BB' : 'AA'}`
    const expired = issueToken({
      kind: 'access',
      clientId: env.SITE_CLIENT_ID,
      sessionId: 'old',
      isRemembered: false,
      now: Date.now() - 11 * 60_000,
    }).token
    const cases: [Request, string][] = [
      [new Request('http://localhost/api/x'), 'MISSING_TOKEN'],
      [bearer(tampered), 'INVALID_TOKEN'],
      [bearer(expired), 'TOKEN_EXPIRED'],
    ]
    for (const [request, code] of cases) {
      const check = await requireVisitor(request)
      if (check.isOk) throw new Error(`expected ${code}`)
      expect(check.response.status).toBe(401)
      expect((await check.response.json()) as Failure).toMatchObject({ success: false, error: { code } })
    }
  })
})

describe('GET /currency/exchange-rates', () => {
  it('answers the fixed rates as a fallback when no service is configured', async () => {
    const response = await exchangeRates()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      rates: { EUR: 1, ISK: 143.111, USD: 1.163, GBP: 0.8627 },
      cached: false,
      fallback: true,
    })
  })
})
