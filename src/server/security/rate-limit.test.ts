import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  createRateLimiter,
  rateLimiter,
  RESERVATION_SECONDS,
  STORE_DOWN_RETRY_SECONDS,
  type LimitStore,
} from './rate-limit'

const memory: LimitStore = { kind: 'memory' }
const rule = { name: 'test-rule', points: 5, windowSeconds: 900 }

describe('rate limiter (memory store)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows the points inside the window, refuses the next hit and says when to come back', async () => {
    const limiter = createRateLimiter(rule, memory)
    for (let hit = 1; hit <= 5; hit++) {
      expect(await limiter.hit('k')).toEqual({ isAllowed: true, remaining: 5 - hit, retryAfterSeconds: 0 })
    }
    expect(await limiter.hit('k')).toEqual({ isAllowed: false, remaining: 0, retryAfterSeconds: 900 })
    vi.advanceTimersByTime(600_000)
    expect((await limiter.hit('k')).retryAfterSeconds).toBe(300)
  })

  it('peeks without counting: refused once the points are used, allowed again after the window', async () => {
    const limiter = createRateLimiter(rule, memory)
    expect(await limiter.peek('k')).toEqual({ isAllowed: true, remaining: 5, retryAfterSeconds: 0 })
    for (let hit = 0; hit < 4; hit++) await limiter.hit('k')
    expect(await limiter.peek('k')).toEqual({ isAllowed: true, remaining: 1, retryAfterSeconds: 0 })
    expect(await limiter.peek('k')).toEqual({ isAllowed: true, remaining: 1, retryAfterSeconds: 0 })
    await limiter.hit('k')
    expect(await limiter.peek('k')).toEqual({ isAllowed: false, remaining: 0, retryAfterSeconds: 900 })
    vi.advanceTimersByTime(900_000)
    expect(await limiter.peek('k')).toEqual({ isAllowed: true, remaining: 5, retryAfterSeconds: 0 })
  })

  it('counts keys apart, weighs hits by points and forgets a key on reset', async () => {
    const limiter = createRateLimiter(rule, memory)
    expect((await limiter.hit('a', 5)).isAllowed).toBe(true)
    expect((await limiter.peek('a')).isAllowed).toBe(false)
    expect((await limiter.peek('b')).isAllowed).toBe(true)
    await limiter.reset('a')
    expect(await limiter.peek('a')).toEqual({ isAllowed: true, remaining: 5, retryAfterSeconds: 0 })
    await expect(limiter.hit('a', 0)).rejects.toThrow(/points/)
  })

  it('counts open reservations with the hits until they are confirmed, released or lapse', async () => {
    const limiter = createRateLimiter(rule, memory)
    await limiter.hit('k', 3)
    const first = await limiter.reserve('k')
    const second = await limiter.reserve('k')
    if (!first.isAllowed || !second.isAllowed) throw new Error('both reservations should be allowed')
    // Three hits and two attempts running: a sixth claim is refused until one of them lapses.
    expect(await limiter.reserve('k')).toEqual({ isAllowed: false, retryAfterSeconds: RESERVATION_SECONDS })
    expect(await limiter.peek('k')).toEqual({ isAllowed: false, remaining: 0, retryAfterSeconds: RESERVATION_SECONDS })
    await limiter.release('k', first.token)
    expect(await limiter.peek('k')).toEqual({ isAllowed: true, remaining: 1, retryAfterSeconds: 0 })
    await limiter.confirm('k', second.token)
    expect(await limiter.peek('k')).toEqual({ isAllowed: true, remaining: 1, retryAfterSeconds: 0 })
    const third = await limiter.reserve('k')
    expect(third.isAllowed).toBe(true)
    vi.advanceTimersByTime(RESERVATION_SECONDS * 1000)
    // The third was never answered: it has lapsed and counts for nothing.
    expect(await limiter.peek('k')).toEqual({ isAllowed: true, remaining: 1, retryAfterSeconds: 0 })
  })

  it('opens the window with the first confirmed failure, not with a reservation', async () => {
    const limiter = createRateLimiter({ name: 'test-window', points: 1, windowSeconds: 600 }, memory)
    const reservation = await limiter.reserve('k')
    if (!reservation.isAllowed) throw new Error('the reservation should be allowed')
    vi.advanceTimersByTime(30_000)
    await limiter.confirm('k', reservation.token)
    expect(await limiter.peek('k')).toEqual({ isAllowed: false, remaining: 0, retryAfterSeconds: 600 })
    vi.advanceTimersByTime(600_000)
    expect(await limiter.peek('k')).toEqual({ isAllowed: true, remaining: 1, retryAfterSeconds: 0 })
  })

  it('hashes very long keys instead of storing them', async () => {
    const limiter = createRateLimiter(rule, memory)
    const long = 'x'.repeat(10_000)
    await limiter.hit(long, 5)
    expect((await limiter.peek(long)).isAllowed).toBe(false)
    expect((await limiter.peek(`${long}y`)).isAllowed).toBe(true)
  })

  it('refuses bad rules', () => {
    expect(() => createRateLimiter({ name: 'Bad Name', points: 1, windowSeconds: 1 }, memory)).toThrow()
    expect(() => createRateLimiter({ name: 'ok', points: 0, windowSeconds: 1 }, memory)).toThrow()
    expect(() => createRateLimiter({ name: 'ok', points: 1, windowSeconds: 0.5 }, memory)).toThrow()
  })

  it('keeps one limiter per rule name and refuses the same name with other settings', () => {
    const first = rateLimiter({ name: 'test-registry', points: 3, windowSeconds: 60 })
    expect(rateLimiter({ name: 'test-registry', points: 3, windowSeconds: 60 })).toBe(first)
    expect(() => rateLimiter({ name: 'test-registry', points: 4, windowSeconds: 60 })).toThrow(/twice/)
  })
})

describe('rate limiter when the store fails', () => {
  it('refuses (fails closed) and logs one line without the error details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fail = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    const failing = { evalsha: fail, eval: fail, hdel: fail, del: fail }
    const store = { kind: 'redis', client: failing } as unknown as LimitStore
    const limiter = createRateLimiter({ name: 'test-down', points: 5, windowSeconds: 60 }, store)
    const refused = { isAllowed: false, remaining: 0, retryAfterSeconds: STORE_DOWN_RETRY_SECONDS }
    expect(await limiter.hit('k')).toEqual(refused)
    expect(await limiter.peek('k')).toEqual(refused)
    expect(await limiter.reserve('k')).toEqual({ isAllowed: false, retryAfterSeconds: STORE_DOWN_RETRY_SECONDS })
    await expect(limiter.reset('k')).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).toBe('[rate-limit] test-down: store unavailable (ECONNREFUSED), refusing')
    // A confirmation or give-back that cannot be stored is logged once, never thrown.
    await expect(limiter.release('k', 'token')).resolves.toBeUndefined()
    await expect(limiter.confirm('k', 'token')).resolves.toBeUndefined()
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      '[rate-limit] test-down: store unavailable (ECONNREFUSED), refusing',
      '[rate-limit] test-down: give-back not stored (ECONNREFUSED)',
      '[rate-limit] test-down: failure not stored (ECONNREFUSED)',
    ])
    log.mockRestore()
  })
})
