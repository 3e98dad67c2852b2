import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/env', () => ({
  env: { REDIS_URL: undefined, CARD_DECLINES_PER_HOUR: 5 },
  payloadSecret: 'unit-test-secret-0123456789abcdef',
}))

const { cardFingerprint, withAttemptLimits } = await import('./attempt-limits')

const keysOf = (bookingId: number, clientIp = `203.0.113.${bookingId}`) => ({
  bookingId,
  clientIp,
  cardNumber: `4000 0000 0000 ${String(bookingId).padStart(4, '0')}`,
})

function attempt(bookingId: number, outcome: 'declined' | 'paid' | 'resumed', clientIp?: string) {
  return withAttemptLimits({
    keys: keysOf(bookingId, clientIp),
    attempt: () => Promise.resolve(outcome),
    isDeclined: (value) => value === 'declined',
    isNewAttempt: (value) => value !== 'resumed',
  })
}

describe('payment attempt limits', () => {
  it('key a card by a keyed hash of its digits, never the number', () => {
    const fingerprint = cardFingerprint('4242 4242 4242 4242')
    expect(fingerprint).toMatch(/^[0-9a-f]{32}$/)
    expect(fingerprint).toBe(cardFingerprint('4242424242424242'))
    expect(fingerprint).not.toContain('4242')
    expect(cardFingerprint('4000 0000 0000 0002')).not.toBe(fingerprint)
  })

  it('refuse the sixth try after five declines on a booking', async () => {
    for (let count = 0; count < 5; count += 1) {
      expect(await attempt(1001, 'declined', `198.51.100.${count}`)).toEqual({ isRefused: false, value: 'declined' })
    }
    const sixth = await attempt(1001, 'paid', '198.51.100.99')
    expect(sixth.isRefused).toBe(true)
    if (sixth.isRefused) expect(sixth.retryAfterSeconds).toBeGreaterThan(3500)
  })

  it('cap new attempts per booking at ten a day, declined or not; a resumed attempt is not counted', async () => {
    for (let count = 0; count < 10; count += 1) {
      expect((await attempt(2002, 'paid', `192.0.2.${count}`)).isRefused).toBe(false)
    }
    expect((await attempt(2002, 'paid', '192.0.2.50')).isRefused).toBe(true)
    for (let count = 0; count < 20; count += 1) expect((await attempt(3003, 'resumed')).isRefused).toBe(false)
  })

  it('forget a payment whose process was killed mid-charge within a minute: it counts as no refused card', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') })
    const killed = { bookingId: 4004, clientIp: '203.0.113.44', cardNumber: '4000 0000 0000 0002' }
    for (let count = 0; count < 5; count += 1) {
      // The attempt never answers: the process died between reserving and settling.
      void withAttemptLimits({
        keys: killed,
        attempt: () => new Promise<string>(() => undefined),
        isDeclined: () => true,
        isNewAttempt: () => true,
      })
    }
    await vi.advanceTimersByTimeAsync(0)
    expect((await attempt(4004, 'paid', '203.0.113.44')).isRefused).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await attempt(4004, 'paid', '203.0.113.44')).toEqual({ isRefused: false, value: 'paid' })
  })
})

afterEach(() => {
  vi.useRealTimers()
})
