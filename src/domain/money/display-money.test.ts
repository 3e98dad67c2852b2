import { describe, expect, it } from 'vitest'

import { FALLBACK_RATES } from './exchange-rates'
import { moneyConverter } from './display-money'

describe('moneyConverter', () => {
  it('keeps amounts in the booking currency as hundredths', () => {
    const toEur = moneyConverter({ from: 'EUR', to: 'EUR', rates: FALLBACK_RATES })
    expect(toEur(123.45)).toEqual({ amount: 12_345, currency: 'EUR' })
    expect(toEur(0.1 + 0.2)).toEqual({ amount: 30, currency: 'EUR' })
  })

  it('converts to the display currency to two decimals, half up', () => {
    const toIsk = moneyConverter({ from: 'EUR', to: 'ISK', rates: FALLBACK_RATES })
    // 100 EUR x 143.111 = 14 311.10 ISK
    expect(toIsk(100)).toEqual({ amount: 1_431_110, currency: 'ISK' })
    const toGbp = moneyConverter({ from: 'EUR', to: 'GBP', rates: FALLBACK_RATES })
    // 12.34 EUR x 0.8627 = 10.645718 GBP
    expect(toGbp(12.34)).toEqual({ amount: 1_065, currency: 'GBP' })
  })

  it('leaves the amount in the booking currency when a rate is missing', () => {
    const toUsd = moneyConverter({ from: 'EUR', to: 'USD', rates: { ...FALLBACK_RATES, USD: Number.NaN } })
    expect(toUsd(10)).toEqual({ amount: 1_000, currency: 'EUR' })
  })

  it('reads a non-number as zero', () => {
    expect(moneyConverter({ from: 'EUR', to: 'EUR', rates: FALLBACK_RATES })(Number.NaN)).toEqual({
      amount: 0,
      currency: 'EUR',
    })
  })
})
