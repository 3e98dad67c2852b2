import { describe, expect, it } from 'vitest'

import { KIOSK_FALLBACK_AMOUNT_ISK, kioskAmount, kioskPostalCode, roundDownToCents } from './kiosk'

describe('kiosk payment rules (SPEC §5, §9)', () => {
  it('cuts the postal code to 7 characters', () => {
    expect(kioskPostalCode('SW1A 1AA')).toBe('SW1A 1A')
    expect(kioskPostalCode('  101 ')).toBe('101')
    expect(kioskPostalCode('1234567890')).toBe('1234567')
    expect(kioskPostalCode('')).toBe('')
  })

  it('rounds amounts down to 2 decimals', () => {
    expect(roundDownToCents(1234.567)).toBe(1234.56)
    expect(roundDownToCents(1234.999)).toBe(1234.99)
    expect(roundDownToCents(1800.55)).toBe(1800.55)
    expect(roundDownToCents(0.001)).toBe(0)
  })

  it('charges what staff typed, else total less paid, else the fallback 148888', () => {
    expect(kioskAmount({ requested: 5000.129, due: 20000 })).toBe(5000.12)
    expect(kioskAmount({ requested: undefined, due: 19999.999 })).toBe(19999.99)
    expect(kioskAmount({ requested: undefined, due: undefined })).toBe(148888)
    expect(KIOSK_FALLBACK_AMOUNT_ISK).toBe(148888)
  })

  it('has nothing to charge when nothing is due or the amount rounds to nothing', () => {
    expect(kioskAmount({ requested: undefined, due: 0 })).toBeUndefined()
    expect(kioskAmount({ requested: 0.004, due: 100 })).toBeUndefined()
    expect(kioskAmount({ requested: -5, due: 0 })).toBeUndefined()
  })
})
