import { describe, expect, it } from 'vitest'

import { soldPageState } from './sold'

const now = new Date('2026-11-30T12:00:00Z')

describe('soldPageState', () => {
  it('keeps a sold car page for 30 days, then drops it', () => {
    expect(soldPageState({ sold: false }, now)).toBe('for-sale')
    expect(soldPageState({ sold: true, soldAt: '2026-11-01T12:00:01Z' }, now)).toBe('sold')
    expect(soldPageState({ sold: true, soldAt: '2026-10-31T12:00:00Z' }, now)).toBe('gone')
    expect(soldPageState({ sold: true, soldAt: null }, now)).toBe('sold')
  })
})
