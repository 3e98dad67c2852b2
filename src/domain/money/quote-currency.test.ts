import { describe, expect, it } from 'vitest'

import { FALLBACK_RATES } from './exchange-rates'
import { money } from './money'
import { quoteConverter, requestedCurrency, sameCurrency } from './quote-currency'

describe('quoteConverter', () => {
  it('converts EUR amounts to ISK at the rates, to hundredths', () => {
    const converter = quoteConverter({ from: 'EUR', to: 'ISK', rates: FALLBACK_RATES })
    if (!converter.isOk) throw new Error('expected a converter')
    expect(converter.value.currency).toBe('ISK')
    expect(converter.value.convert(money(15000, 'EUR'))).toEqual(money(2146665, 'ISK'))
  })
  it('converts to USD and GBP', () => {
    const usd = quoteConverter({ from: 'EUR', to: 'USD', rates: FALLBACK_RATES })
    const gbp = quoteConverter({ from: 'EUR', to: 'GBP', rates: FALLBACK_RATES })
    if (!usd.isOk || !gbp.isOk) throw new Error('expected converters')
    expect(usd.value.convert(money(10000, 'EUR'))).toEqual(money(11630, 'USD'))
    expect(gbp.value.convert(money(10000, 'EUR'))).toEqual(money(8627, 'GBP'))
  })
  it('leaves amounts alone in the same currency, whatever the rates', () => {
    const converter = quoteConverter({ from: 'EUR', to: 'EUR', rates: {} })
    if (!converter.isOk) throw new Error('expected a converter')
    expect(converter.value.convert(money(123, 'EUR'))).toEqual(money(123, 'EUR'))
    expect(sameCurrency('ISK').convert(money(5, 'ISK'))).toEqual(money(5, 'ISK'))
  })
  it('refuses a missing or unusable rate up front', () => {
    expect(quoteConverter({ from: 'EUR', to: 'ISK', rates: { EUR: 1 } })).toMatchObject({
      isOk: false,
      error: { code: 'MISSING_EXCHANGE_RATE', params: { currency: 'ISK' } },
    })
    expect(quoteConverter({ from: 'EUR', to: 'USD', rates: { EUR: 1, USD: 0 } }).isOk).toBe(false)
  })
})

describe('requestedCurrency', () => {
  it('reads our four currencies in any case and absent as the price list one', () => {
    expect(requestedCurrency('isk')).toEqual({ isOk: true, value: 'ISK' })
    expect(requestedCurrency(' GBP ')).toEqual({ isOk: true, value: 'GBP' })
    expect(requestedCurrency(undefined)).toEqual({ isOk: true, value: undefined })
    expect(requestedCurrency('')).toEqual({ isOk: true, value: undefined })
  })
  it('refuses any other currency, naming it and the supported ones', () => {
    expect(requestedCurrency('JPY')).toMatchObject({
      isOk: false,
      error: {
        code: 'UNSUPPORTED_CURRENCY',
        message: 'Currency JPY is not supported. Use one of EUR, ISK, USD, GBP.',
      },
    })
    expect(requestedCurrency(978)).toMatchObject({ isOk: false, error: { params: { currency: '978' } } })
  })
})
