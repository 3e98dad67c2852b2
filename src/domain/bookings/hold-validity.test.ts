import { describe, expect, it } from 'vitest'

import {
  ASK_AGAIN_HOURS,
  EXTEND_WITHIN_DAYS,
  HOLD_VALID_DAYS,
  holdValidUntil,
  isExtensionDue,
  isHoldStillNeeded,
} from './hold-validity'

const heldAt = new Date('2027-03-10T10:00:00Z')
const days = (d: number, from = heldAt) => new Date(from.getTime() + d * 86_400_000)
const hours = (h: number, from = heldAt) => new Date(from.getTime() + h * 3_600_000)

describe('how long a deposit hold is counted valid', () => {
  it('is 28 days from the hold, or from its last extension', () => {
    expect(HOLD_VALID_DAYS).toBe(28)
    expect(holdValidUntil({ heldAt })).toEqual(days(28))
    expect(holdValidUntil({ heldAt, extendedAt: days(26) })).toEqual(days(54))
  })

  it('ignores an extension time before the hold (a stale field)', () => {
    expect(holdValidUntil({ heldAt, extendedAt: days(-5) })).toEqual(days(28))
  })
})

describe('when a hold still needed is extended', () => {
  const due = (now: Date, times: Parameters<typeof isExtensionDue>[0]['times'] = { heldAt }, isNeeded = true) =>
    isExtensionDue({ times, isNeeded, now })

  it('is asked in its last three days, not a minute earlier, and not once it has lapsed', () => {
    expect(EXTEND_WITHIN_DAYS).toBe(3)
    expect(due(new Date(days(25).getTime() - 60_000))).toBe(false)
    expect(due(days(25))).toBe(true)
    expect(due(new Date(days(28).getTime() - 1))).toBe(true)
    expect(due(days(28))).toBe(false)
  })

  it('is not asked for a hold no longer needed (returned, no claim under way)', () => {
    expect(due(days(26), { heldAt }, false)).toBe(false)
  })

  it('is asked once, then again only after 12 hours without an answer', () => {
    const asked = days(25.5)
    expect(due(hours(ASK_AGAIN_HOURS - 0.01, asked), { heldAt, extendAskedAt: asked })).toBe(false)
    expect(due(hours(ASK_AGAIN_HOURS, asked), { heldAt, extendAskedAt: asked })).toBe(true)
  })

  it('counts again from a confirmed extension: the next ask comes in the last three days of the new period', () => {
    const times = { heldAt, extendedAt: days(25.5), extendAskedAt: days(25.4) }
    expect(due(days(26), times)).toBe(false)
    expect(due(days(50.4), times)).toBe(false)
    expect(due(days(50.5), times)).toBe(true)
  })
})

describe('whether a hold is still needed', () => {
  it('is while the car is out, and after its return only while a claim is under way', () => {
    expect(isHoldStillNeeded({ status: 'confirmed', isReturned: false })).toBe(true)
    expect(isHoldStillNeeded({ status: 'confirmed', isReturned: true })).toBe(false)
    for (const claimStatus of ['open', 'notified', 'objected'] as const) {
      expect(isHoldStillNeeded({ status: 'confirmed', isReturned: true, claimStatus })).toBe(true)
    }
    for (const claimStatus of ['settled', 'lapsed', 'dropped'] as const) {
      expect(isHoldStillNeeded({ status: 'confirmed', isReturned: true, claimStatus })).toBe(false)
    }
  })

  it('is not for a booking that no longer stands', () => {
    expect(isHoldStillNeeded({ status: 'cancelled', isReturned: false })).toBe(false)
  })
})
