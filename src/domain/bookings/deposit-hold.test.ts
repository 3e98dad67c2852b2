import { describe, expect, it } from 'vitest'

import {
  bookingIdOfDepositReference,
  captureCheck,
  depositAfter,
  depositReference,
  holdCheck,
  isDepositReference,
  isOnlineHoldOpen,
  NO_DEPOSIT,
  releaseCheck,
  type DepositState,
} from './deposit-hold'

const pickupAt = new Date('2027-03-10T10:00:00Z')
const returnAt = new Date('2027-03-13T10:00:00Z')
const hours = (h: number) => new Date(pickupAt.getTime() + h * 3_600_000)
const base = { bookingStatus: 'confirmed', deposit: NO_DEPOSIT, amount: 3_000_000, pickupAt, returnAt }

const held: DepositState = {
  status: 'held',
  amount: 3_000_000,
  reference: 'dep_7_abcdef123456',
  holdId: 'psp1',
  requestedAt: '2027-03-10T09:00:00Z',
  capturedAmount: 0,
}

describe('holding the deposit', () => {
  it('is open online from 24 hours before pickup until pickup, and not a minute earlier', () => {
    expect(isOnlineHoldOpen({ ...base, now: hours(-24.01) })).toBe(false)
    expect(isOnlineHoldOpen({ ...base, now: hours(-24) })).toBe(true)
    expect(isOnlineHoldOpen({ ...base, now: hours(-0.01) })).toBe(true)
    expect(isOnlineHoldOpen({ ...base, now: hours(0) })).toBe(false)
  })

  it('is open at the counter from 24 hours before pickup until the return', () => {
    expect(holdCheck({ ...base, channel: 'counter', now: hours(-25) })).toEqual({
      isOk: false,
      refusal: 'OUTSIDE_WINDOW',
    })
    expect(holdCheck({ ...base, channel: 'counter', now: hours(30) }).isOk).toBe(true)
    expect(holdCheck({ ...base, channel: 'counter', now: returnAt }).isOk).toBe(false)
  })

  it('holds nothing for a booking not confirmed, without a deposit, or already held', () => {
    const now = hours(-1)
    expect(holdCheck({ ...base, channel: 'counter', bookingStatus: 'cancelled', now })).toEqual({
      isOk: false,
      refusal: 'NOT_CONFIRMED',
    })
    expect(holdCheck({ ...base, channel: 'counter', amount: 0, now })).toEqual({ isOk: false, refusal: 'NO_DEPOSIT' })
    for (const status of ['held', 'capturing', 'releasing', 'captured', 'released'] as const) {
      expect(holdCheck({ ...base, channel: 'counter', deposit: { ...held, status }, now })).toEqual({
        isOk: false,
        refusal: 'ALREADY_HELD',
      })
    }
  })

  it('asks again after a refusal, or once a hold asked half an hour ago was never confirmed', () => {
    const now = hours(-1)
    expect(holdCheck({ ...base, channel: 'online', deposit: { ...held, status: 'failed' }, now }).isOk).toBe(true)
    const pending = { ...held, status: 'pending' as const, holdId: null, requestedAt: hours(-1.4).toISOString() }
    expect(holdCheck({ ...base, channel: 'online', deposit: pending, now }).isOk).toBe(false)
    expect(holdCheck({ ...base, channel: 'online', deposit: pending, now: hours(-0.9) }).isOk).toBe(true)
  })
})

describe('capturing and releasing the deposit', () => {
  it('captures more than nothing and never more than held, with a reason', () => {
    expect(captureCheck({ deposit: held, amount: 3_000_000, reason: 'Dent, photos 1-4' })).toEqual({ isOk: true })
    expect(captureCheck({ deposit: held, amount: 3_000_100, reason: 'Dent' })).toEqual({
      isOk: false,
      refusal: 'MORE_THAN_HELD',
    })
    expect(captureCheck({ deposit: held, amount: 0, reason: 'Dent' })).toEqual({ isOk: false, refusal: 'BAD_AMOUNT' })
    expect(captureCheck({ deposit: held, amount: 100, reason: '  ' })).toEqual({ isOk: false, refusal: 'NO_REASON' })
  })

  it('acts only on a confirmed hold not already being captured or released', () => {
    for (const status of ['pending', 'capturing', 'releasing', 'captured', 'released', 'failed'] as const) {
      const deposit = { ...held, status }
      expect(captureCheck({ deposit, amount: 100, reason: 'Dent' })).toEqual({ isOk: false, refusal: 'NOT_HELD' })
      expect(releaseCheck(deposit)).toEqual({ isOk: false, refusal: 'NOT_HELD' })
    }
    expect(releaseCheck(held)).toEqual({ isOk: true })
  })
})

describe("the provider's word on a deposit", () => {
  const reference = depositReference(7, 'abcdef123456')
  const pending: DepositState = { ...held, status: 'pending', reference, holdId: null }
  const authorised = { step: 'authorised' as const, reference, holdId: 'psp1', maskedPan: '****' }

  it('names its booking in its reference', () => {
    expect(isDepositReference(reference)).toBe(true)
    expect(bookingIdOfDepositReference(reference)).toBe(7)
    expect(isDepositReference('pay_abcdefghijkl')).toBe(false)
    expect(bookingIdOfDepositReference('dep_x_abcdef123456')).toBeUndefined()
  })

  it('holds the pending hold it confirms, once: told again, nothing changes', () => {
    expect(depositAfter({ deposit: pending, bookingStatus: 'confirmed', word: authorised })).toEqual({
      next: 'held',
      isHeldNow: true,
    })
    expect(depositAfter({ deposit: { ...held, reference }, bookingStatus: 'confirmed', word: authorised })).toEqual({})
  })

  it('releases a hold confirmed after the booking was cancelled, and one that is not the booking’s', () => {
    expect(depositAfter({ deposit: pending, bookingStatus: 'cancelled', word: authorised })).toEqual({
      next: 'releasing',
      isHeldNow: true,
      release: 'own',
    })
    const other = { ...authorised, reference: depositReference(7, 'zzzzzz999999'), holdId: 'psp2' }
    expect(depositAfter({ deposit: { ...held, reference }, bookingStatus: 'confirmed', word: other })).toEqual({
      release: 'stray',
    })
  })

  it('records a refusal only of the hold asked', () => {
    expect(
      depositAfter({ deposit: pending, bookingStatus: 'confirmed', word: { step: 'refused', reference } }),
    ).toEqual({ next: 'failed' })
    expect(
      depositAfter({
        deposit: { ...held, reference },
        bookingStatus: 'confirmed',
        word: { step: 'refused', reference },
      }),
    ).toEqual({})
  })

  it('confirms a capture or release once, and gives a refused one back to staff', () => {
    const capturing = { ...held, status: 'capturing' as const }
    const word = { step: 'captured' as const, holdId: 'psp1' }
    expect(depositAfter({ deposit: capturing, bookingStatus: 'confirmed', word })).toEqual({ next: 'captured' })
    expect(depositAfter({ deposit: { ...held, status: 'captured' }, bookingStatus: 'confirmed', word })).toEqual({})
    expect(
      depositAfter({
        deposit: capturing,
        bookingStatus: 'confirmed',
        word: { step: 'capture-failed', holdId: 'psp1' },
      }),
    ).toEqual({ next: 'held', needsStaff: true })
    const releasing = { ...held, status: 'releasing' as const }
    const released = { step: 'released' as const, holdId: 'psp1' }
    expect(depositAfter({ deposit: releasing, bookingStatus: 'cancelled', word: released })).toEqual({
      next: 'released',
    })
    expect(depositAfter({ deposit: held, bookingStatus: 'confirmed', word: released })).toEqual({})
  })

  it('extends only a hold still held, and gives a refused extension to staff', () => {
    const extended = { step: 'extended' as const, holdId: 'psp1' }
    expect(depositAfter({ deposit: held, bookingStatus: 'confirmed', word: extended })).toEqual({
      next: 'held',
      isExtendedNow: true,
    })
    const failed = { step: 'extend-failed' as const, holdId: 'psp1' }
    expect(depositAfter({ deposit: held, bookingStatus: 'confirmed', word: failed })).toEqual({
      next: 'held',
      needsStaff: true,
    })
    // Captured meanwhile, or another hold: the word changes nothing.
    const capturing = { ...held, status: 'capturing' as const }
    expect(depositAfter({ deposit: capturing, bookingStatus: 'confirmed', word: extended })).toEqual({})
    expect(depositAfter({ deposit: capturing, bookingStatus: 'confirmed', word: failed })).toEqual({})
    expect(depositAfter({ deposit: held, bookingStatus: 'confirmed', word: { ...extended, holdId: 'psp2' } })).toEqual(
      {},
    )
  })
})
