// A stalled or dropped database (and Redis) behind a proxy the test controls: /readyz says which
// dependency failed within its 2 s, /healthz stays up, and API routes answer 503 SERVICE_UNAVAILABLE
// within seconds, in one log line each. PostgreSQL only (TEST_DB=postgres); Redis when TEST_REDIS_URL is set.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'

import { faultProxy, type FaultProxy } from './fault-proxy'

const databaseUrl = process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined
const redisUrl = process.env.TEST_REDIS_URL
/** The statement timeout (1 s) plus the second a stalled statement is given before its connection is closed. */
const REPLY_MS = 2_000

type Routes = {
  healthz: () => Response
  readyz: () => Promise<Response>
  carCount: (request: Request) => Promise<Response>
  pipeline: (request: Request) => Promise<Response>
}

let database: FaultProxy
let redis: FaultProxy | undefined
let routes: Routes
let payload: Payload
let log: MockInstance<typeof console.error>

/** `url` with its host and port replaced by the proxy's. */
function through(url: string, proxy: FaultProxy): string {
  const proxied = new URL(url)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)
  return proxied.toString()
}

beforeAll(async () => {
  if (!databaseUrl) return
  const target = new URL(databaseUrl)
  database = await faultProxy({ host: target.hostname, port: Number(target.port || 5432) })
  process.env.DATABASE_URL = through(databaseUrl, database)
  process.env.DATABASE_CONNECT_TIMEOUT_MS = '1000'
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = '1000'
  if (redisUrl) {
    const redisTarget = new URL(redisUrl)
    redis = await faultProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) })
    process.env.REDIS_URL = through(redisUrl, redis)
  }
  // The app reads its settings when its modules load: only now.
  const [{ bootPayload }, healthz, readyz, carCount, { apiRoute }, { payloadClient }] = await Promise.all([
    import('./payload'),
    import('@/app/healthz/route'),
    import('@/app/readyz/route'),
    import('@/app/v1/car/count/route'),
    import('@/app/api/_lib/route'),
    import('@/server/payload'),
  ])
  payload = await bootPayload()
  routes = {
    healthz: healthz.GET,
    readyz: readyz.GET,
    carCount: carCount.GET,
    pipeline: apiRoute({
      name: 'outage-test',
      fallback: 'RENTEON_API_FAILED',
      isPublic: true,
      run: async () => ({ isOk: true, value: { data: await (await payloadClient()).count({ collection: 'users' }) } }),
    }),
  }
  log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterAll(async () => {
  if (process.env.REDIS_URL) {
    const { sharedRedis } = await import('@/server/security/redis-connection')
    sharedRedis(process.env.REDIS_URL).disconnect()
  }
  database?.set('pass')
  await database?.close()
  await redis?.close()
  log?.mockRestore()
})

async function timed(answer: () => Promise<Response> | Response) {
  const started = performance.now()
  const response = await answer()
  return { ms: performance.now() - started, status: response.status, json: (await response.json()) as unknown }
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers })

/** Every line logged meanwhile is one line with a code: no statement, no address, no stack. */
function expectQuietLines(): void {
  for (const [line, ...rest] of log.mock.calls) {
    expect(rest).toEqual([])
    expect(String(line)).toMatch(/^\[(database|rate-limit)\] [^\n]+$/)
    expect(String(line)).not.toMatch(/select|127\.0\.0\.1|postgres:|redis:/i)
  }
  log.mockClear()
}

describe.skipIf(!databaseUrl)('a stalled or dropped database', () => {
  it('is ready while everything answers', async () => {
    expect(payload).toBeDefined()
    expect(await timed(routes.healthz)).toMatchObject({ status: 200, json: { status: 'ok' } })
    const ready = await timed(routes.readyz)
    expect(ready).toMatchObject({
      status: 200,
      json: { status: 'ok', checks: { database: { status: 'ok' }, ...(redis && { redis: { status: 'ok' } }) } },
    })
    expect((await timed(() => routes.pipeline(request('/api/outage-test')))).status).toBe(200)
  })

  it('stalled: /readyz says so within its 2 s, APIs answer 503 within seconds, /healthz stays up', async () => {
    database.set('stall')
    try {
      const ready = await timed(routes.readyz)
      expect(ready).toMatchObject({ status: 503, json: { status: 'fail', checks: { database: { status: 'fail' } } } })
      expect(ready.ms).toBeLessThan(2_500)
      const [pipeline, count] = await Promise.all([
        timed(() => routes.pipeline(request('/api/outage-test', { 'accept-language': 'de' }))),
        timed(() => routes.carCount(request('/v1/car/count?prices_from=1000'))),
      ])
      for (const answer of [pipeline, count]) {
        expect(answer.status).toBe(503)
        expect(answer.ms).toBeLessThan(REPLY_MS + 1_500)
      }
      expect(pipeline.json).toMatchObject({
        success: false,
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'Wir haben gerade technische Probleme. Bitte versuchen Sie es in einer Minute erneut.',
        },
      })
      expect(count.json).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } })
      expect((await timed(routes.healthz)).status).toBe(200)
    } finally {
      database.set('pass')
    }
    expectQuietLines()
  })

  it('dropped: the same, at once; and ready again as soon as it is back', async () => {
    database.set('drop')
    try {
      const ready = await timed(routes.readyz)
      expect(ready).toMatchObject({ status: 503, json: { checks: { database: { status: 'fail' } } } })
      const pipeline = await timed(() => routes.pipeline(request('/api/outage-test')))
      expect(pipeline).toMatchObject({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE' } } })
      expect(pipeline.ms).toBeLessThan(1_500)
    } finally {
      database.set('pass')
    }
    await expect.poll(async () => (await routes.readyz()).status, { timeout: 10_000, interval: 250 }).toBe(200)
    expect((await timed(() => routes.pipeline(request('/api/outage-test')))).status).toBe(200)
    expectQuietLines()
  })

  it.skipIf(!redisUrl)('a stalled Redis: /readyz names Redis within its 2 s, the database is fine', async () => {
    redis?.set('stall')
    try {
      const ready = await timed(routes.readyz)
      expect(ready).toMatchObject({
        status: 503,
        json: { status: 'fail', checks: { database: { status: 'ok' }, redis: { status: 'fail' } } },
      })
      expect(ready.ms).toBeLessThan(2_500)
    } finally {
      redis?.set('pass')
    }
    await expect.poll(async () => (await routes.readyz()).status, { timeout: 10_000, interval: 250 }).toBe(200)
    expectQuietLines()
  })
})
