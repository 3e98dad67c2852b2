import { describe, expect, it } from 'vitest'

import { carCardPrices } from './car-card-price'
import { FALLBACK_RATES } from '../money/exchange-rates'

const base = { totalAmount: 230.5, extraPrice: 50.5, days: 4, from: 'EUR', rates: FALLBACK_RATES } as const

describe('carCardPrices', () => {
  it('gives the per-day price as the all-in total over the days, fees included, in EUR', () => {
    expect(carCardPrices({ ...base, to: 'EUR' })).toEqual({
      // 230.50 / 4 = 57.625 -> 57.63: the rent alone (180 / 4 = 45) would leave the fees out.
      perDay: { amount: 5763, currency: 'EUR' },
      total: { amount: 23050, currency: 'EUR' },
      fees: { amount: 5050, currency: 'EUR' },
      days: 4,
    })
  })

  it('converts before dividing, rounding half-up to the hundredth', () => {
    const prices = carCardPrices({ ...base, totalAmount: 100, days: 3, to: 'ISK' })
    // 100 EUR = 14311.10 ISK; / 3 = 4770.366… -> 4770.37
    expect(prices.perDay).toEqual({ amount: 477037, currency: 'ISK' })
    expect(prices.total).toEqual({ amount: 1431110, currency: 'ISK' })
  })

  it('leaves out any price that is not a number above 0', () => {
    const prices = carCardPrices({ ...base, totalAmount: Number.NaN, extraPrice: -1, to: 'EUR' })
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
