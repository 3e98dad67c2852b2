import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { convertMoney, FALLBACK_RATES } from '../money/exchange-rates'
import { money } from '../money/money'
import { assertCardAmount, isWholeKronur, wholeKronurDown } from './whole-kronur'

describe('ISK in whole krónur', () => {
  it('rounds a EUR 100.00 booking at 143.111 down from 14,311.10 kr. to 14,311 kr.', () => {
    const converted = convertMoney({ value: money(10_000, 'EUR'), to: 'ISK', rates: FALLBACK_RATES, rounding: 'down' })
    expect(converted).toEqual({ isOk: true, value: { amount: 1_431_110, currency: 'ISK' } })
    expect(wholeKronurDown(1_431_110)).toBe(1_431_100)
    expect(isWholeKronur(1_431_110)).toBe(false)
    expect(isWholeKronur(1_431_100)).toBe(true)
  })

  it('keeps whole amounts and never rounds up', () => {
    expect(wholeKronurDown(0)).toBe(0)
    expect(wholeKronurDown(99)).toBe(0)
    expect(wholeKronurDown(100)).toBe(100)
    expect(wholeKronurDown(199)).toBe(100)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (minor) => {
        const whole = wholeKronurDown(minor)
        expect(isWholeKronur(whole)).toBe(true)
        expect(whole).toBeLessThanOrEqual(minor)
        expect(minor - whole).toBeLessThan(100)
      }),
    )
  })

  it('refuses fractions of a króna before a provider, and leaves other currencies alone', () => {
    expect(() => assertCardAmount(money(1_431_110, 'ISK'))).toThrow(RangeError)
    expect(() => assertCardAmount(money(1_431_100, 'ISK'))).not.toThrow()
    expect(() => assertCardAmount(money(10_050, 'EUR'))).not.toThrow()
    expect(isWholeKronur(100.5)).toBe(false)
  })
})
