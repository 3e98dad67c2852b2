import { describe, expect, it } from 'vitest'

import { isCarPageShown, SOLD_PAGE_DAYS } from './sold'

describe('isCarPageShown', () => {
  const soldAt = new Date('2026-10-01T10:00:00.000Z')
  const after = (days: number, ms = 0) => new Date(soldAt.getTime() + days * 86_400_000 + ms)

  it('shows an unsold car whatever the date', () => {
    expect(isCarPageShown({ isSold: false, soldAt: null }, after(400))).toBe(true)
    expect(isCarPageShown({ isSold: false, soldAt }, after(400))).toBe(true)
  })

  it('keeps a sold car page for 30 days, to the millisecond, then hides it', () => {
    expect(SOLD_PAGE_DAYS).toBe(30)
    expect(isCarPageShown({ isSold: true, soldAt }, soldAt)).toBe(true)
    expect(isCarPageShown({ isSold: true, soldAt }, after(29))).toBe(true)
    expect(isCarPageShown({ isSold: true, soldAt }, after(30))).toBe(true)
    expect(isCarPageShown({ isSold: true, soldAt }, after(30, 1))).toBe(false)
    expect(isCarPageShown({ isSold: true, soldAt }, after(31))).toBe(false)
  })

  it('keeps the page of a car sold at an unknown time', () => {
    expect(isCarPageShown({ isSold: true, soldAt: null }, after(400))).toBe(true)
  })
})
