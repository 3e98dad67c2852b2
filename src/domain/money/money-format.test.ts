import { describe, it, expect } from 'vitest'
import { money } from './money'
import { formatMoney, isDisplayablePrice } from './money-format'

describe('formatMoney', () => {
  it('shows EUR with the euro sign', () => {
    expect(formatMoney(money(1234567, 'EUR'), 'en')).toBe('€12,345.67')
    expect(formatMoney(money(1234567, 'EUR'), 'is')).toBe('12.345,67\u00a0€')
  })
  it('shows ISK in whole krónur with kr.', () => {
    expect(formatMoney(money(1234567, 'ISK'), 'is')).toBe('12.346 kr.')
    expect(formatMoney(money(1234500, 'ISK'), 'en')).toBe('12,345 kr.')
  })
  it('shows USD and GBP in the locale style', () => {
    expect(formatMoney(money(11630, 'USD'), 'en')).toBe('$116.30')
    expect(formatMoney(money(8627, 'GBP'), 'en')).toBe('£86.27')
  })
})

describe('isDisplayablePrice', () => {
  it('shows only numeric prices above 0', () => {
    expect(isDisplayablePrice(money(1, 'EUR'))).toBe(true)
    expect(isDisplayablePrice(money(0, 'EUR'))).toBe(false)
    expect(isDisplayablePrice({ amount: Number.NaN, currency: 'EUR' })).toBe(false)
    expect(isDisplayablePrice(undefined)).toBe(false)
  })
})
