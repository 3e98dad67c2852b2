import { describe, expect, it } from 'vitest'

import { fromAdyenAmount, toAdyenAmount } from './adyen-amount'

describe('Adyen amounts', () => {
  it('send ISK in hundredths, as Adyen counts it (not ISO 4217 whole krónur)', () => {
    // 12,345 kr., the amount the payment step states, is 1234500 to Adyen.
    expect(toAdyenAmount({ amount: 1_234_500, currency: 'ISK' })).toEqual({ currency: 'ISK', value: 1_234_500 })
  })

  it('refuse ISK that is not whole krónur: Visa and Mastercard take no aurar (ADR 033)', () => {
    // A EUR 100.00 booking at 143.111 is 14,311.10 kr. exactly; only 14,311 kr. may be charged.
    expect(() => toAdyenAmount({ amount: 1_431_110, currency: 'ISK' })).toThrow(RangeError)
    expect(() => toAdyenAmount({ amount: 99, currency: 'ISK' })).toThrow(/not whole krónur/)
    expect(toAdyenAmount({ amount: 1_431_100, currency: 'ISK' })).toEqual({ currency: 'ISK', value: 1_431_100 })
  })

  it('send EUR in cents', () => {
    expect(toAdyenAmount({ amount: 10_050, currency: 'EUR' })).toEqual({ currency: 'EUR', value: 10_050 })
  })

  it('read Adyen amounts back to the same money, and refuse what we do not keep', () => {
    expect(fromAdyenAmount({ currency: 'ISK', value: 1_234_500 })).toEqual({ amount: 1_234_500, currency: 'ISK' })
    expect(fromAdyenAmount({ currency: 'EUR', value: 1 })).toEqual({ amount: 1, currency: 'EUR' })
    expect(fromAdyenAmount({ currency: 'JPY', value: 100 })).toBeUndefined()
    expect(fromAdyenAmount({ currency: 'ISK', value: 1.5 })).toBeUndefined()
    expect(fromAdyenAmount({ currency: 'ISK' })).toBeUndefined()
  })
})
