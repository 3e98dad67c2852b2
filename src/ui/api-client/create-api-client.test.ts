import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { createApiClient } from './create-api-client'

const START = Date.UTC(2026, 0, 15, 12)
const carsSchema = z.object({ cars: z.array(z.string()) })

type Call = { path: string; body: Record<string, unknown>; authorization: string | null }

/**
 * A stand-in server: login and refresh hand out numbered tokens living `lifetimeS`; the booking
 * endpoint accepts only tokens listed in `valid`. Refreshes can be made to fail, or to hand out
 * tokens the endpoint refuses (as after a server-side revocation).
 */
function fakeServer(
  options: { lifetimeS?: number; isRefreshBroken?: boolean; isRefreshedTokenRefused?: boolean } = {},
) {
  const calls: Call[] = []
  const valid = new Set<string>()
  const state = { isRefusingAll: false }
  let issued = 0

  function tokens(isAccepted = true): Response {
    issued += 1
    if (isAccepted) valid.add(`access-${issued}`)
    return Response.json({
      accessToken: `access-${issued}`,
      refreshToken: `refresh-${issued}`,
      expiresIn: options.lifetimeS ?? 600,
    })
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input), 'http://site.test').pathname
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    const authorization = new Headers(init?.headers).get('authorization')
    calls.push({ path, body, authorization })
    await Promise.resolve()
    if (path === '/v2/auth/login') return tokens()
    if (path === '/v2/auth/refresh') {
      if (options.isRefreshBroken)
        return Response.json({ success: false, error: { code: 'SESSION_ENDED', message: 'x' } }, { status: 401 })
      return tokens(!options.isRefreshedTokenRefused)
    }
    const token = authorization?.replace('Bearer ', '') ?? ''
    if (state.isRefusingAll || !valid.has(token))
      return Response.json({ success: false }, { status: 401, statusText: 'Unauthorized' })
    return Response.json({ cars: ['Yaris'] })
  }

  const paths = () => calls.map((call) => call.path)
  return { fetch, calls, paths, valid, state }
}

function clientFor(server: ReturnType<typeof fakeServer>, clock: { now: number }) {
  return createApiClient({ apiKey: 'public-key', clientId: 'vegur-web', fetch: server.fetch, now: () => clock.now })
}

const getCars = { path: '/api/cars', schema: carsSchema }

describe('api client', () => {
  it('logs in on the first call, then reuses the token', async () => {
    const server = fakeServer()
    const client = clientFor(server, { now: START })
    expect(await client.request(getCars)).toEqual({ isOk: true, value: { cars: ['Yaris'] } })
    expect(await client.request(getCars)).toMatchObject({ isOk: true })
    expect(server.paths()).toEqual(['/v2/auth/login', '/api/cars', '/api/cars'])
    expect(server.calls[0]?.body).toMatchObject({ api_key: 'public-key', client_id: 'vegur-web', remember: false })
    expect(server.calls[1]?.authorization).toBe('Bearer access-1')
  })

  it('on a 401 refreshes and retries once', async () => {
    const server = fakeServer()
    const client = clientFor(server, { now: START })
    await client.request(getCars)
    server.valid.delete('access-1')
    expect(await client.request(getCars)).toMatchObject({ isOk: true })
    expect(server.paths().slice(2)).toEqual(['/api/cars', '/v2/auth/refresh', '/api/cars'])
    expect(server.calls[3]?.body).toEqual({ client_id: 'vegur-web', refresh_token: 'refresh-1' })
    expect(server.calls[4]?.authorization).toBe('Bearer access-2')
  })

  it('on a second 401 logs in again', async () => {
    const server = fakeServer({ isRefreshedTokenRefused: true })
    const client = clientFor(server, { now: START })
    await client.request(getCars)
    server.valid.delete('access-1')
    expect(await client.request(getCars)).toMatchObject({ isOk: true })
    expect(server.paths().slice(2)).toEqual([
      '/api/cars',
      '/v2/auth/refresh',
      '/api/cars',
      '/v2/auth/login',
      '/api/cars',
    ])
    expect(server.calls.at(-1)?.authorization).toBe('Bearer access-3')
  })

  it('gives up after the new login is refused too, with the spec message', async () => {
    const server = fakeServer({ isRefreshedTokenRefused: true })
    const client = clientFor(server, { now: START })
    await client.request(getCars)
    server.state.isRefusingAll = true
    expect(await client.request(getCars)).toEqual({
      isOk: false,
      error: { code: 'HTTP_ERROR', message: 'HTTP 401: Unauthorized', status: 401 },
    })
    expect(server.paths().filter((path) => path === '/api/cars')).toHaveLength(4)
  })

  it('refreshes ahead of time when 30 s or less remain', async () => {
    const server = fakeServer({ lifetimeS: 600 })
    const clock = { now: START }
    const client = clientFor(server, clock)
    await client.request(getCars)
    clock.now += 569_000
    await client.request(getCars)
    expect(server.paths()).toEqual(['/v2/auth/login', '/api/cars', '/api/cars'])
    clock.now += 1_000
    await client.request(getCars)
    expect(server.paths().slice(3)).toEqual(['/v2/auth/refresh', '/api/cars'])
  })

  it('shares one refresh between concurrent calls', async () => {
    const server = fakeServer()
    const clock = { now: START }
    const client = clientFor(server, clock)
    await client.request(getCars)
    clock.now += 600_000
    const results = await Promise.all([client.request(getCars), client.request(getCars), client.request(getCars)])
    expect(results.every((result) => result.isOk)).toBe(true)
    expect(server.paths().filter((path) => path === '/v2/auth/refresh')).toHaveLength(1)
  })

  it('shares one login between concurrent first calls', async () => {
    const server = fakeServer()
    const client = clientFor(server, { now: START })
    await Promise.all([client.request(getCars), client.request(getCars)])
    expect(server.paths().filter((path) => path === '/v2/auth/login')).toHaveLength(1)
  })

  it('falls back to login when the refresh fails', async () => {
    const server = fakeServer({ isRefreshBroken: true })
    const clock = { now: START }
    const client = clientFor(server, clock)
    await client.request(getCars)
    clock.now += 600_000
    expect(await client.request(getCars)).toMatchObject({ isOk: true })
    expect(server.paths().slice(2)).toEqual(['/v2/auth/refresh', '/v2/auth/login', '/api/cars'])
    expect(server.calls.at(-1)?.authorization).toBe('Bearer access-2')
  })

  it("reports a non-JSON answer as 'Expected JSON response'", async () => {
    const server = fakeServer()
    const fetch: typeof globalThis.fetch = async (input, init) =>
      String(input).endsWith('/api/page') ? new Response('<html></html>', { status: 200 }) : server.fetch(input, init)
    const client = createApiClient({ apiKey: 'k', clientId: 'vegur-web', fetch, now: () => START })
    expect(await client.request({ path: '/api/page', schema: carsSchema })).toEqual({
      isOk: false,
      error: { code: 'EXPECTED_JSON', message: 'Expected JSON response', status: 200 },
    })
  })

  it('keeps the server error of a non-OK answer', async () => {
    const server = fakeServer()
    const fetch: typeof globalThis.fetch = async (input, init) =>
      String(input).endsWith('/api/save')
        ? Response.json(
            { success: false, error: { code: 'NO_BOOKING_TO_SAVE', message: 'No current booking to save' } },
            { status: 400, statusText: 'Bad Request' },
          )
        : server.fetch(input, init)
    const client = createApiClient({ apiKey: 'k', clientId: 'vegur-web', fetch, now: () => START })
    expect(await client.request({ path: '/api/save', body: {}, schema: carsSchema })).toEqual({
      isOk: false,
      error: {
        code: 'HTTP_ERROR',
        message: 'HTTP 400: Bad Request',
        status: 400,
        server: { code: 'NO_BOOKING_TO_SAVE', message: 'No current booking to save' },
      },
    })
  })

  it('reports an unreachable server as a value', async () => {
    const fetch: typeof globalThis.fetch = async () => {
      throw new TypeError('fetch failed')
    }
    const client = createApiClient({ apiKey: 'k', clientId: 'vegur-web', fetch, now: () => START })
    expect(await client.request(getCars)).toMatchObject({ isOk: false, error: { code: 'NETWORK_ERROR', status: null } })
  })
})
