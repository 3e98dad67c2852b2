import { describe, expect, it } from 'vitest'

import { afterFailedTry, effectBackoffMs, MAX_EFFECT_ATTEMPTS } from './effects'

describe('effect retries', () => {
  it('backs off from 5 s, doubling, to at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map(effectBackoffMs)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000])
  })

  it('tries again after the back-off until the last try, then hands the effect to staff', () => {
    expect(afterFailedTry({ attempts: 1, now: 1_000 })).toEqual({ status: 'pending', runAfter: 6_000 })
    expect(afterFailedTry({ attempts: MAX_EFFECT_ATTEMPTS - 1, now: 0 })).toEqual({
      status: 'pending',
      runAfter: 60_000,
    })
    expect(afterFailedTry({ attempts: MAX_EFFECT_ATTEMPTS, now: 0 })).toEqual({ status: 'needs-attention' })
  })

  it('gives up within about ten minutes', () => {
    let waited = 0
    for (let attempts = 1; attempts < MAX_EFFECT_ATTEMPTS; attempts += 1) waited += effectBackoffMs(attempts)
    expect(waited).toBeGreaterThan(5 * 60_000)
    expect(waited).toBeLessThan(12 * 60_000)
  })
})
