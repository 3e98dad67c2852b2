import { describe, expect, it } from 'vitest'

import { validateSaleAmount } from './validate'

describe('sale amount', () => {
  it('is optional, whole krónur, and below the price', () => {
    expect(validateSaleAmount(undefined, { siblingData: { price: 3_000_000 } })).toBe(true)
    expect(validateSaleAmount(2_790_000, { siblingData: { price: 3_000_000 } })).toBe(true)
    expect(validateSaleAmount(3_000_000, { siblingData: { price: 3_000_000 } })).toMatch(/below the price/)
    expect(validateSaleAmount(0, { siblingData: { price: 3_000_000 } })).toMatch(/above 0/)
    expect(validateSaleAmount(10.5, { siblingData: {} })).toMatch(/whole krónur/)
  })
})
