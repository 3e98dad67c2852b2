import { describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.PAYLOAD_SECRET = 'unit-test-secret-0123456789abcdef'
})

import { login } from './login'
import { createMemorySessionStore } from './memory-session-store'
import { refresh } from './refresh'

const NOW = Date.UTC(2026, 0, 15, 12)
const client = { apiKey: 'public-site-key', clientId: 'vegur-web' }

async function started(store = createMemorySessionStore(), isRemembered = false) {
  const result = await login({
    request: { api_key: client.apiKey, client_id: client.clientId, remember: isRemembered },
    client,
    store,
    now: NOW,
  })
  if (!result.isOk) throw new Error(result.error.message)
  return { store, pair: result.value }
}

describe('login', () => {
  it('issues a 10-minute access token and a 1-day or 30-day refresh token', async () => {
    const { pair } = await started()
    expect(pair.access.claims.exp - pair.access.claims.iat).toBe(600)
    expect(pair.refresh.claims.exp - pair.refresh.claims.iat).toBe(86_400)
    const remembered = await started(createMemorySessionStore(), true)
    expect(remembered.pair.refresh.claims.exp - remembered.pair.refresh.claims.iat).toBe(2_592_000)
  })

  it('refuses another key or client id', async () => {
    const store = createMemorySessionStore()
    for (const [apiKey, clientId] of [
      ['wrong', client.clientId],
      [client.apiKey, 'wrong'],
    ] as const) {
      const result = await login({ request: { api_key: apiKey, client_id: clientId }, client, store, now: NOW })
      expect(result).toMatchObject({ isOk: false, error: { code: 'INVALID_CLIENT' } })
    }
  })
})

describe('refresh', () => {
  it('rotates: the new refresh token works, the old one ends the session', async () => {
    const { store, pair } = await started()
    const next = await refresh({ clientId: client.clientId, refreshToken: pair.refresh.token, store, now: NOW + 1000 })
    if (!next.isOk) throw new Error(next.error.message)
    expect(next.value.refresh.claims.sid).toBe(pair.refresh.claims.sid)

    const replay = await refresh({
      clientId: client.clientId,
      refreshToken: pair.refresh.token,
      store,
      now: NOW + 2000,
    })
    expect(replay).toMatchObject({ isOk: false, error: { code: 'REFRESH_TOKEN_REUSED' } })
    const after = await refresh({
      clientId: client.clientId,
      refreshToken: next.value.refresh.token,
      store,
      now: NOW + 3000,
    })
    expect(after).toMatchObject({ isOk: false, error: { code: 'SESSION_ENDED' } })
  })

  it('refuses an expired refresh token', async () => {
    const { store, pair } = await started()
    const result = await refresh({
      clientId: client.clientId,
      refreshToken: pair.refresh.token,
      store,
      now: NOW + 86_400_000,
    })
    expect(result).toMatchObject({ isOk: false, error: { code: 'TOKEN_EXPIRED' } })
  })

  it('refuses a token unknown to the store, and purges expired rows at the next login', async () => {
    const { pair } = await started()
    const otherServer = createMemorySessionStore()
    const result = await refresh({
      clientId: client.clientId,
      refreshToken: pair.refresh.token,
      store: otherServer,
      now: NOW,
    })
    expect(result).toMatchObject({ isOk: false, error: { code: 'SESSION_ENDED' } })

    const { store, pair: old } = await started()
    await store.purgeExpired(new Date(NOW + 86_400_001))
    expect(await store.isIssued(old.refresh.claims.jti)).toBe(false)
  })
})
