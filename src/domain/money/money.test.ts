import { describe, it, expect } from 'vitest'
import { isCurrencyCode, money, percentOf, toMajorUnits } from './money'

const eur = (amount: number) => money(amount, 'EUR')

describe('money', () => {
  it('accepts integer minor units only', () => {
    expect(eur(1999)).toEqual({ amount: 1999, currency: 'EUR' })
    expect(() => eur(19.99)).toThrow(RangeError)
    expect(toMajorUnits(eur(1999))).toBe(19.99)
  })
  it('knows the four currencies', () => {
    expect(isCurrencyCode('ISK')).toBe(true)
    expect(isCurrencyCode('SEK')).toBe(false)
  })
})

describe('percentOf', () => {
  it('takes a percentage with the rounding asked for', () => {
    expect(percentOf({ value: eur(12345), percent: 10, rounding: 'half-up' })).toEqual(eur(1235))
    expect(percentOf({ value: eur(12345), percent: 10, rounding: 'down' })).toEqual(eur(1234))
    expect(percentOf({ value: eur(10000), percent: 12.5, rounding: 'half-up' })).toEqual(eur(1250))
  })
})
