import { afterEach, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.PAYLOAD_SECRET = 'unit-test-secret-0123456789abcdef'
})

import { requireVisitor, verifyVisitorRequest } from './require-visitor'
import { ACCESS_COOKIE } from './visitor-cookies'
import { issueToken } from './visitor-tokens'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

function accessToken(now = NOW) {
  return issueToken({ kind: 'access', clientId: 'vegur-web', sessionId: 's1', isRemembered: false, now }).token
}

function requestWith(headers: Record<string, string>) {
  return new Request('http://localhost/api/renteon-availability', { method: 'POST', headers })
}

async function errorOf(response: Response) {
  return ((await response.json()) as { success: boolean; error: { code: string; message: string } }).error
}

afterEach(() => {
  vi.useRealTimers()
})

describe('requireVisitor', () => {
  it('accepts a fresh bearer token and names its client and session', async () => {
    vi.useFakeTimers({ now: NOW + 60_000 })
    const check = await requireVisitor(requestWith({ authorization: `Bearer ${accessToken()}` }))
    expect(check).toEqual({ isOk: true, clientId: 'vegur-web', sessionId: 's1' })
  })

  it('falls back to the access cookie', async () => {
    vi.useFakeTimers({ now: NOW })
    const check = await requireVisitor(requestWith({ cookie: `other=1; ${ACCESS_COOKIE}=${accessToken()}` }))
    expect(check.isOk).toBe(true)
  })

  it('answers 401 with a clear JSON error when no token is sent', async () => {
    const check = await requireVisitor(requestWith({}))
    if (check.isOk) throw new Error('expected a refusal')
    expect(check.response.status).toBe(401)
    expect(await errorOf(check.response)).toMatchObject({ code: 'MISSING_TOKEN' })
  })

  it('refuses a tampered token', async () => {
    vi.useFakeTimers({ now: NOW })
    const [body, signature] = accessToken().split('.') as [string, string]
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')
    const check = await requireVisitor(requestWith({ authorization: `Bearer ${forged}.${signature}` }))
    if (check.isOk) throw new Error('expected a refusal')
    expect(check.response.status).toBe(401)
    expect(await errorOf(check.response)).toMatchObject({ code: 'INVALID_TOKEN' })
  })

  it('refuses an expired token', () => {
    const token = accessToken(NOW - 11 * 60_000)
    const result = verifyVisitorRequest(requestWith({ authorization: `Bearer ${token}` }), NOW)
    expect(result).toMatchObject({ isOk: false, error: { code: 'TOKEN_EXPIRED' } })
  })

  it('refuses a refresh token used as an access token', () => {
    const refresh = issueToken({
      kind: 'refresh',
      clientId: 'vegur-web',
      sessionId: 's1',
      isRemembered: true,
      now: NOW,
    })
    const result = verifyVisitorRequest(requestWith({ authorization: `Bearer ${refresh.token}` }), NOW)
    expect(result).toMatchObject({ isOk: false, error: { code: 'INVALID_TOKEN' } })
  })

  it('refuses garbage', () => {
    for (const token of ['abc', 'a.b', 'a.b.c', '.']) {
      const result = verifyVisitorRequest(requestWith({ authorization: `Bearer ${token}` }), NOW)
      expect(result).toMatchObject({ isOk: false, error: { code: 'INVALID_TOKEN' } })
    }
  })
})
