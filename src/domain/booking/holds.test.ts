import { describe, expect, it } from 'vitest'

import {
  HOLD_MINUTES,
  MAX_HOLDS_PER_ADDRESS,
  MAX_HOLDS_PER_VISITOR,
  PAY_NOW_MINUTES,
  hasLapsed,
  holdExpiry,
  holdLimitReached,
  isLiveHold,
  isPayable,
  paymentDeadline,
} from './holds'

const NOW = Date.parse('2027-03-01T12:00:00Z')
const MINUTE = 60_000

describe('live holds', () => {
  it('are held or unpaid bookings still within their time', () => {
    expect(isLiveHold({ status: 'held', holdExpiresAt: NOW + 1 }, NOW)).toBe(true)
    expect(isLiveHold({ status: 'held', holdExpiresAt: NOW }, NOW)).toBe(false)
    expect(isLiveHold({ status: 'confirmed', holdExpiresAt: NOW + 1 }, NOW)).toBe(true)
    // Paid, or pay at pickup: a booking, not a hold.
    expect(isLiveHold({ status: 'confirmed', holdExpiresAt: undefined }, NOW)).toBe(false)
    expect(isLiveHold({ status: 'expired', holdExpiresAt: NOW + 1 }, NOW)).toBe(false)
    expect(isLiveHold({ status: 'cancelled', holdExpiresAt: NOW + 1 }, NOW)).toBe(false)
  })

  it('lapse at their time; a standing booking never does', () => {
    expect(hasLapsed({ status: 'held', holdExpiresAt: NOW }, NOW)).toBe(true)
    expect(hasLapsed({ status: 'held', holdExpiresAt: undefined }, NOW)).toBe(true)
    expect(hasLapsed({ status: 'confirmed', holdExpiresAt: NOW }, NOW)).toBe(true)
    expect(hasLapsed({ status: 'confirmed', holdExpiresAt: NOW + 1 }, NOW)).toBe(false)
    expect(hasLapsed({ status: 'confirmed', holdExpiresAt: undefined }, NOW)).toBe(false)
    expect(hasLapsed({ status: 'cancelled', holdExpiresAt: NOW - 1 }, NOW)).toBe(false)
  })
})

describe('payable bookings', () => {
  it('are confirmed and not past their time to pay', () => {
    expect(isPayable({ status: 'confirmed', holdExpiresAt: NOW + 1 }, NOW)).toBe(true)
    expect(isPayable({ status: 'confirmed', holdExpiresAt: undefined }, NOW)).toBe(true)
    expect(isPayable({ status: 'confirmed', holdExpiresAt: NOW }, NOW)).toBe(false)
    expect(isPayable({ status: 'expired', holdExpiresAt: undefined }, NOW)).toBe(false)
    expect(isPayable({ status: 'held', holdExpiresAt: NOW + 1 }, NOW)).toBe(false)
  })
})

describe('hold times', () => {
  it('hold a car for the hold time; a pay-now booking must be paid within its own', () => {
    expect(holdExpiry(NOW)).toBe(NOW + HOLD_MINUTES * MINUTE)
    expect(paymentDeadline({ isPayNow: true, now: NOW })).toBe(NOW + PAY_NOW_MINUTES * MINUTE)
    expect(paymentDeadline({ isPayNow: false, now: NOW })).toBeUndefined()
  })
})

describe('hold limits', () => {
  const holds = (count: number, firstLapseInMinutes = 5) =>
    Array.from({ length: count }, (_, at) => NOW + (firstLapseInMinutes + at) * MINUTE)

  it('let a visitor hold a few cars and an address a few more', () => {
    expect(holdLimitReached({ visitorHolds: holds(MAX_HOLDS_PER_VISITOR - 1), addressHolds: [], now: NOW })).toBe(
      undefined,
    )
    expect(
      holdLimitReached({ visitorHolds: [], addressHolds: holds(MAX_HOLDS_PER_ADDRESS - 1), now: NOW }),
    ).toBeUndefined()
  })

  it('refuse one more, saying when the first hold lapses', () => {
    expect(holdLimitReached({ visitorHolds: holds(MAX_HOLDS_PER_VISITOR), addressHolds: [], now: NOW })).toEqual({
      limit: 'visitor',
      retryAfterSeconds: 300,
    })
    expect(
      holdLimitReached({ visitorHolds: [], addressHolds: holds(MAX_HOLDS_PER_ADDRESS, 2), now: NOW + 500 }),
    ).toEqual({ limit: 'address', retryAfterSeconds: 120 })
  })

  it('take other limits when configured', () => {
    const limits = { perVisitor: 1, perAddress: 50 }
    expect(holdLimitReached({ visitorHolds: holds(1), addressHolds: [], now: NOW, limits })?.limit).toBe('visitor')
    expect(holdLimitReached({ visitorHolds: [], addressHolds: holds(49), now: NOW, limits })).toBeUndefined()
  })
})
