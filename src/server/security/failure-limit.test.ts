import { describe, expect, it } from 'vitest'

import { withFailureLimit } from './failure-limit'
import { createRateLimiter, RESERVATION_SECONDS } from './rate-limit'

const rule = { name: 'test-failures', points: 5, windowSeconds: 900 }
const limiterOf = (now?: () => number) => createRateLimiter(rule, { kind: 'memory' }, { now })

function tryWith(limiter: ReturnType<typeof limiterOf>, keys: string[], isRight: boolean) {
  return withFailureLimit({
    limiter,
    keys,
    attempt: () => Promise.resolve(isRight ? 'FOUND' : 'NOT_FOUND'),
    isFailure: (outcome) => outcome === 'NOT_FOUND',
  })
}

describe('failure limit', () => {
  it('refuses the sixth try after five failures, even when it would succeed', async () => {
    const limiter = limiterOf()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await tryWith(limiter, ['ip:a', 'ref:X'], false)).toEqual({ isRefused: false, value: 'NOT_FOUND' })
    }
    const sixth = await tryWith(limiter, ['ip:a', 'ref:X'], true)
    expect(sixth).toEqual({ isRefused: true, retryAfterSeconds: 900 })
    // Refused tries do not count further: still exactly five failures on the key.
    expect((await limiter.peek('ip:a')).remaining).toBe(0)
    expect((await tryWith(limiter, ['ip:b', 'ref:X'], true)).isRefused).toBe(true)
    expect((await limiter.peek('ip:b')).remaining).toBe(5)
  })

  it('does not count successes', async () => {
    const limiter = limiterOf()
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(await tryWith(limiter, ['ip:a', 'ref:X'], true)).toEqual({ isRefused: false, value: 'FOUND' })
    }
    expect((await limiter.peek('ip:a')).remaining).toBe(5)
  })

  it('refuses on any one key: an address that failed elsewhere, or a reference failed from elsewhere', async () => {
    const limiter = limiterOf()
    for (let attempt = 0; attempt < 5; attempt++) await tryWith(limiter, ['ip:a', `ref:R${attempt}`], false)
    expect((await tryWith(limiter, ['ip:a', 'ref:NEW'], true)).isRefused).toBe(true)
    for (let attempt = 0; attempt < 5; attempt++) await tryWith(limiter, [`ip:b${attempt}`, 'ref:Y'], false)
    expect((await tryWith(limiter, ['ip:c', 'ref:Y'], true)).isRefused).toBe(true)
    // The refused tries were given back on the other key: ip:c has all its failures left.
    expect((await limiter.peek('ip:c')).remaining).toBe(5)
  })

  it('lets no more than five of a burst of parallel wrong tries through', async () => {
    const limiter = limiterOf()
    let attempts = 0
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        withFailureLimit({
          limiter,
          keys: ['ip:a', 'ref:X'],
          attempt: async () => {
            attempts += 1
            await new Promise((resolve) => setTimeout(resolve, 5))
            return 'NOT_FOUND'
          },
          isFailure: () => true,
        }),
      ),
    )
    expect(attempts).toBe(5)
    expect(results.filter((result) => result.isRefused)).toHaveLength(45)
  })

  it('gives the reservation back when the attempt throws', async () => {
    const limiter = limiterOf()
    const failing = withFailureLimit({
      limiter,
      keys: ['ip:a'],
      attempt: () => Promise.reject(new Error('database down')),
      isFailure: () => true,
    })
    await expect(failing).rejects.toThrow('database down')
    expect((await limiter.peek('ip:a')).remaining).toBe(5)
  })

  it('lets a reservation that is never settled (a killed process, a lost give-back) lapse within a minute', async () => {
    let now = Date.parse('2026-11-22T12:00:00Z')
    const limiter = limiterOf(() => now)
    const hung: Promise<unknown>[] = []
    // Five attempts that never answer: their reservations fill the limit while they run.
    for (let attempt = 0; attempt < 5; attempt++) {
      hung.push(
        withFailureLimit({
          limiter,
          keys: ['ip:a', 'ref:X'],
          attempt: () => new Promise<string>(() => undefined),
          isFailure: () => true,
        }),
      )
    }
    const meanwhile = await tryWith(limiter, ['ip:a', 'ref:X'], true)
    expect(meanwhile.isRefused).toBe(true)
    if (meanwhile.isRefused) expect(meanwhile.retryAfterSeconds).toBeLessThanOrEqual(RESERVATION_SECONDS)
    now += RESERVATION_SECONDS * 1000
    // Lapsed: no failure was counted, so the right details open the booking at once.
    expect(await tryWith(limiter, ['ip:a', 'ref:X'], true)).toEqual({ isRefused: false, value: 'FOUND' })
    expect((await limiter.peek('ip:a')).remaining).toBe(5)
    expect((await limiter.peek('ref:X')).remaining).toBe(5)
    expect(hung).toHaveLength(5)
  })

  it('still counts a failure whose attempt outlived its reservation', async () => {
    let now = Date.parse('2026-11-22T12:00:00Z')
    const limiter = limiterOf(() => now)
    const slow = withFailureLimit({
      limiter,
      keys: ['ip:a'],
      attempt: async () => {
        now += (RESERVATION_SECONDS + 5) * 1000
        return 'NOT_FOUND'
      },
      isFailure: () => true,
    })
    expect(await slow).toEqual({ isRefused: false, value: 'NOT_FOUND' })
    expect((await limiter.peek('ip:a')).remaining).toBe(4)
  })
})
