import { describe, it, expect } from 'vitest'
import { money } from './money'
import { vatIncluded, VAT_RATE_PERCENT } from './vat'

describe('vatIncluded', () => {
  it('is 24 %', () => {
    expect(VAT_RATE_PERCENT).toBe(24)
  })
  it('is gross - gross / 1.24, rounded', () => {
    expect(vatIncluded(money(12400, 'EUR'))).toEqual(money(2400, 'EUR'))
    // 10000 - 10000 / 1.24 = 1935.48 -> 1935
    expect(vatIncluded(money(10000, 'EUR'))).toEqual(money(1935, 'EUR'))
    // 999 - 999 / 1.24 = 193.35 -> 193
    expect(vatIncluded(money(999, 'ISK'))).toEqual(money(193, 'ISK'))
  })
})
