import { describe, expect, it } from 'vitest'

import { isVoucherNumber, newVoucherNumber, VOUCHER_LENGTH } from './voucher'

describe('voucher numbers', () => {
  it('are 12 unambiguous characters and differ every time', () => {
    const vouchers = Array.from({ length: 200 }, newVoucherNumber)
    expect(vouchers.every(isVoucherNumber)).toBe(true)
    expect(vouchers.every((voucher) => voucher.length === VOUCHER_LENGTH && !/[ILOU]/.test(voucher))).toBe(true)
    expect(new Set(vouchers).size).toBe(vouchers.length)
  })

  it('reject anything else', () => {
    expect(isVoucherNumber('ABCDEFGHJKMI')).toBe(false)
    expect(isVoucherNumber('abc')).toBe(false)
  })
})
