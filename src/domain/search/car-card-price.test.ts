import { describe, expect, it } from 'vitest'

import { carCardPrices } from './car-card-price'
import { FALLBACK_RATES } from '../money/exchange-rates'

const base = { amount: 180, totalAmount: 230.5, extraPrice: 50.5, days: 4, from: 'EUR', rates: FALLBACK_RATES } as const

describe('carCardPrices', () => {
  it('gives the per-day price as the amount over the days, with total and fees, in EUR', () => {
    expect(carCardPrices({ ...base, to: 'EUR' })).toEqual({
      perDay: { amount: 4500, currency: 'EUR' },
      total: { amount: 23050, currency: 'EUR' },
      fees: { amount: 5050, currency: 'EUR' },
      days: 4,
    })
  })

  it('converts before dividing, rounding half-up to the hundredth', () => {
    const prices = carCardPrices({ ...base, amount: 100, days: 3, to: 'ISK' })
    // 100 EUR = 14311.10 ISK; / 3 = 4770.366… -> 4770.37
    expect(prices.perDay).toEqual({ amount: 477037, currency: 'ISK' })
    expect(prices.total).toEqual({ amount: Math.round(23050 * 143.111), currency: 'ISK' })
  })

  it('leaves out any price that is not a number above 0', () => {
    const prices = carCardPrices({ ...base, amount: 0, totalAmount: Number.NaN, extraPrice: -1, to: 'EUR' })
    expect(prices).toEqual({ perDay: undefined, total: undefined, fees: undefined, days: 4 })
  })

  it('has no per-day price without a whole positive day count', () => {
    expect(carCardPrices({ ...base, days: 0, to: 'EUR' }).perDay).toBeUndefined()
    expect(carCardPrices({ ...base, days: 1.5, to: 'EUR' }).perDay).toBeUndefined()
  })

  it('has no price when the rate is missing', () => {
    const prices = carCardPrices({ ...base, to: 'USD', rates: { ...FALLBACK_RATES, USD: 0 } })
    expect(prices.total).toBeUndefined()
    expect(prices.perDay).toBeUndefined()
  })
})
