import { describe, expect, it } from 'vitest'

import { slidePrice } from './slide-price'

describe('slidePrice', () => {
  it('shows the sale price with the usual one struck out when a sale is on and cheaper', () => {
    expect(slidePrice({ price: 60, sale: { isActive: true, amount: 45 } })).toEqual({ now: 45, was: 60 })
  })

  it('ignores a sale that is off, empty or not cheaper, and hides prices that are not above 0', () => {
    expect(slidePrice({ price: 60, sale: { isActive: false, amount: 45 } })).toEqual({ now: 60 })
    expect(slidePrice({ price: 60, sale: { isActive: true, amount: 70 } })).toEqual({ now: 60 })
    expect(slidePrice({ price: 0, sale: null })).toBeUndefined()
    expect(slidePrice({ price: null, sale: { isActive: true, amount: 30 } })).toEqual({ now: 30 })
  })
})
