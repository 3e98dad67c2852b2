import { describe, expect, it } from 'vitest'

import { isLookupRefused, lookupLimitKeys, lookupSchema, LOOKUP_WINDOW_MS, recentFailures } from './manage-lookup'

describe('manage look-up rules', () => {
  it('counts failures per address and per voucher, voucher case ignored', () => {
    expect(lookupLimitKeys({ ip: '10.0.0.1', voucherNumber: ' ab12cd ' })).toEqual(['ip:10.0.0.1', 'voucher:AB12CD'])
  })

  it('keeps only the failures of the last 15 minutes', () => {
    const now = 1_000_000_000
    const stamps = [now - LOOKUP_WINDOW_MS, now - LOOKUP_WINDOW_MS + 1, now - 1, now, now + 5]
    expect(recentFailures(stamps, now)).toEqual([now - LOOKUP_WINDOW_MS + 1, now - 1, now])
  })

  it('refuses the sixth try after five failures on either counter', () => {
    expect(isLookupRefused([4, 0])).toBe(false)
    expect(isLookupRefused([0, 5])).toBe(true)
    expect(isLookupRefused([5, 2])).toBe(true)
  })

  it('trims both fields and refuses blanks', () => {
    expect(lookupSchema.parse({ voucherNumber: ' X1 ', lastName: ' Jónsdóttir ' })).toEqual({
      voucherNumber: 'X1',
      lastName: 'Jónsdóttir',
    })
    expect(lookupSchema.safeParse({ voucherNumber: ' ', lastName: 'A' }).success).toBe(false)
    expect(lookupSchema.safeParse({ voucherNumber: 'X', lastName: '' }).success).toBe(false)
  })
})
