import { describe, it, expect } from 'vitest'
import { money } from './money'
import { convertMoney, FALLBACK_RATES } from './exchange-rates'
import { parseExchangeRatesResponse } from './exchange-rates-response'

describe('FALLBACK_RATES', () => {
  it('holds the spec rates', () => {
    expect(FALLBACK_RATES).toEqual({ EUR: 1, ISK: 143.111, USD: 1.163, GBP: 0.8627 })
  })
})

describe('convertMoney', () => {
  it('converts EUR to ISK through the base', () => {
    const result = convertMoney({ value: money(10000, 'EUR'), to: 'ISK', rates: FALLBACK_RATES })
    expect(result).toEqual({ isOk: true, value: money(1431110, 'ISK') })
  })
  it('converts ISK for display to USD and GBP with 2 decimals', () => {
    const isk = money(1431110, 'ISK') // 14 311.10 kr. = 100 EUR
    expect(convertMoney({ value: isk, to: 'USD', rates: FALLBACK_RATES })).toEqual({
      isOk: true,
      value: money(11630, 'USD'),
    })
    expect(convertMoney({ value: isk, to: 'GBP', rates: FALLBACK_RATES })).toEqual({
      isOk: true,
      value: money(8627, 'GBP'),
    })
  })
  it('rounds as asked', () => {
    const value = money(1, 'EUR') // 1 euro cent = 1.43111 kr. = 143.111 ISK hundredths
    expect(convertMoney({ value, to: 'ISK', rates: FALLBACK_RATES, rounding: 'down' })).toEqual({
      isOk: true,
      value: money(143, 'ISK'),
    })
    expect(convertMoney({ value, to: 'ISK', rates: FALLBACK_RATES, rounding: 'up' })).toEqual({
      isOk: true,
      value: money(144, 'ISK'),
    })
  })
  it('returns the same value for the same currency', () => {
    expect(convertMoney({ value: money(5, 'GBP'), to: 'GBP', rates: {} })).toEqual({
      isOk: true,
      value: money(5, 'GBP'),
    })
  })
  it('fails with a code when a rate is missing', () => {
    const result = convertMoney({ value: money(5, 'EUR'), to: 'USD', rates: { EUR: 1 } })
    expect(result.isOk ? undefined : result.error.code).toBe('MISSING_EXCHANGE_RATE')
  })
})

describe('parseExchangeRatesResponse', () => {
  it('reads a good answer', () => {
    const body = { success: true, rates: { EUR: 1, ISK: 150, USD: 1.1, GBP: 0.85 }, cached: true, fallback: false }
    expect(parseExchangeRatesResponse(body)).toEqual({ isOk: true, value: body.rates })
  })
  it('rejects a bad answer with the spec message', () => {
    for (const body of [null, 'x', { success: false }, { success: true, rates: { EUR: 1, ISK: -1, USD: 1, GBP: 1 } }]) {
      const result = parseExchangeRatesResponse(body)
      expect(result.isOk).toBe(false)
      if (!result.isOk) expect(result.error.message).toBe('Invalid response from currency service')
    }
  })
})
