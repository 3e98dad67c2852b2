import { describe, expect, it } from 'vitest'

import { normalizePromoCode, validatePromoCode, validatePromoValue } from './validate'

describe('promo codes', () => {
  it('are kept trimmed and uppercase', () => {
    expect(normalizePromoCode(' winter10 ')).toBe('WINTER10')
    expect(validatePromoCode('welcome')).toBe(true)
    expect(validatePromoCode('no spaces')).toMatch(/letters/)
    expect(validatePromoCode('')).toMatch(/required/)
  })

  it('take a percentage up to 100 with two decimals, or whole cents', () => {
    expect(validatePromoValue(10, 'percentage')).toBe(true)
    expect(validatePromoValue(12.5, 'percentage')).toBe(true)
    expect(validatePromoValue(12.345, 'percentage')).toMatch(/two decimals/)
    expect(validatePromoValue(101, 'percentage')).toMatch(/at most 100/)
    expect(validatePromoValue(2000, 'fixed')).toBe(true)
    expect(validatePromoValue(20.5, 'fixed')).toMatch(/whole cents/)
    expect(validatePromoValue(0, 'fixed')).toMatch(/above 0/)
    expect(validatePromoValue(undefined, 'fixed')).toMatch(/above 0/)
  })
})
