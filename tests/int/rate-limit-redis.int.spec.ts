// The shared limiter on a real Redis: two limiter instances with their own connections stand for two
// app servers. Runs only when TEST_REDIS_URL is set (CI sets it); keys are prefixed per run.
import { randomBytes } from 'node:crypto'

import type { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { connectRedis } from '@/server/security/redis-connection'
import { createRateLimiter, RESERVATION_SECONDS, STORE_DOWN_RETRY_SECONDS } from '@/server/security/rate-limit'

const redisUrl = process.env.TEST_REDIS_URL
const keyPrefix = `vegur-test-${randomBytes(6).toString('hex')}`
const opened: Redis[] = []

function server(): Redis {
  const client = connectRedis(redisUrl ?? '')
  opened.push(client)
  return client
}

afterAll(async () => {
  if (opened[0]) {
    const keys = await opened[0].keys(`${keyPrefix}:*`)
    if (keys.length > 0) await opened[0].del(...keys)
  }
  for (const client of opened) client.disconnect()
})

describe.skipIf(!redisUrl)('rate limiter on Redis', () => {
  const rule = { name: 'lookup-ip', points: 5, windowSeconds: 900 }

  it('shares the count between two app servers', async () => {
    const first = createRateLimiter(rule, { kind: 'redis', client: server() }, { keyPrefix })
    const second = createRateLimiter(rule, { kind: 'redis', client: server() }, { keyPrefix })
    for (let attempt = 0; attempt < 5; attempt++) {
      const limiter = attempt % 2 === 0 ? first : second
      expect((await limiter.peek('ip:203.0.113.9')).isAllowed).toBe(true)
      await limiter.hit('ip:203.0.113.9')
    }
    // The sixth try is refused on either server, with the time left in the window.
    for (const limiter of [first, second]) {
      const state = await limiter.peek('ip:203.0.113.9')
      expect(state.isAllowed).toBe(false)
      expect(state.retryAfterSeconds).toBeGreaterThan(890)
      expect(state.retryAfterSeconds).toBeLessThanOrEqual(900)
    }
    expect((await second.peek('ip:203.0.113.10')).isAllowed).toBe(true)
    await first.reset('ip:203.0.113.9')
    expect((await second.peek('ip:203.0.113.9')).remaining).toBe(5)
  })

  it('counts concurrent hits from both servers exactly', async () => {
    const first = createRateLimiter(rule, { kind: 'redis', client: server() }, { keyPrefix })
    const second = createRateLimiter(rule, { kind: 'redis', client: server() }, { keyPrefix })
    const states = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? first : second).hit('voucher:RACE')),
    )
    expect(states.filter((state) => state.isAllowed)).toHaveLength(5)
  })

  it('lets no more than the points of a parallel burst of reservations through, across servers', async () => {
    const first = createRateLimiter(rule, { kind: 'redis', client: server() }, { keyPrefix })
    const second = createRateLimiter(rule, { kind: 'redis', client: server() }, { keyPrefix })
    await first.hit('voucher:BURST', 2)
    const reservations = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? first : second).reserve('voucher:BURST')),
    )
    const held = reservations.flatMap((reservation) => (reservation.isAllowed ? [reservation.token] : []))
    expect(held).toHaveLength(3)
    const refused = reservations.find((reservation) => !reservation.isAllowed)
    expect(refused && !refused.isAllowed && refused.retryAfterSeconds).toBeLessThanOrEqual(RESERVATION_SECONDS)
    // One failed, two did not: three hits counted, room for two more.
    await second.confirm('voucher:BURST', held[0] ?? '')
    await first.release('voucher:BURST', held[1] ?? '')
    await second.release('voucher:BURST', held[2] ?? '')
    expect(await first.peek('voucher:BURST')).toMatchObject({ isAllowed: true, remaining: 2 })
  })

  it('does not count a reservation never given back once it has lapsed', async () => {
    const reservationMs = 300
    const first = createRateLimiter(rule, { kind: 'redis', client: server() }, { keyPrefix, reservationMs })
    const second = createRateLimiter(rule, { kind: 'redis', client: server() }, { keyPrefix, reservationMs })
    // Five attempts on the first server, which dies before settling any of them.
    for (let attempt = 0; attempt < 5; attempt++) expect((await first.reserve('ref:KILLED')).isAllowed).toBe(true)
    expect(await second.reserve('ref:KILLED')).toEqual({ isAllowed: false, retryAfterSeconds: 1 })
    await new Promise((resolve) => setTimeout(resolve, reservationMs + 50))
    expect(await second.peek('ref:KILLED')).toEqual({ isAllowed: true, remaining: 5, retryAfterSeconds: 0 })
    expect((await second.reserve('ref:KILLED')).isAllowed).toBe(true)
    // The hash expires with its last reservation: nothing is left behind in Redis.
    await new Promise((resolve) => setTimeout(resolve, reservationMs + 50))
    expect(await opened[0]?.exists(`${keyPrefix}:${rule.name}:ref:KILLED`)).toBe(0)
  })

  it('keeps counted failures for their window after a reservation lapses', async () => {
    const limiter = createRateLimiter(rule, { kind: 'redis', client: server() }, { keyPrefix, reservationMs: 200 })
    const failed = await limiter.reserve('ip:198.51.100.77')
    if (!failed.isAllowed) throw new Error('the first reservation should be allowed')
    await limiter.confirm('ip:198.51.100.77', failed.token)
    await limiter.reserve('ip:198.51.100.77')
    await new Promise((resolve) => setTimeout(resolve, 250))
    const state = await limiter.peek('ip:198.51.100.77')
    expect(state).toEqual({ isAllowed: true, remaining: 4, retryAfterSeconds: 0 })
    const ttl = await opened[0]?.pttl(`${keyPrefix}:${rule.name}:ip:198.51.100.77`)
    expect(ttl).toBeGreaterThan(890_000)
  })

  it('refuses quickly while Redis is unreachable', async () => {
    const log = console.error
    console.error = () => undefined
    try {
      // Nothing listens on port 1: every command fails, and the limiter refuses rather than waits.
      const down = new URL(redisUrl ?? '')
      down.port = '1'
      const client = connectRedis(down.toString())
      opened.push(client)
      const limiter = createRateLimiter(rule, { kind: 'redis', client }, { keyPrefix })
      const started = Date.now()
      expect(await limiter.peek('ip:198.51.100.1')).toEqual({
        isAllowed: false,
        remaining: 0,
        retryAfterSeconds: STORE_DOWN_RETRY_SECONDS,
      })
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      console.error = log
    }
  })
})
