import { describe, it, expect } from 'vitest'
import { addMoney, isCurrencyCode, money, multiplyMoney, percentOf, sumMoney, toMajorUnits } from './money'

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

describe('addMoney and sumMoney', () => {
  it('adds amounts of one currency', () => {
    const result = addMoney(eur(1000), eur(250))
    expect(result).toEqual({ isOk: true, value: eur(1250) })
  })
  it('refuses to mix currencies with a coded error', () => {
    const result = addMoney(eur(1), money(1, 'ISK'))
    expect(result.isOk).toBe(false)
    if (!result.isOk) expect(result.error.code).toBe('CURRENCY_MISMATCH')
  })
  it('sums a list, the empty sum being zero', () => {
    expect(sumMoney([eur(1), eur(2), eur(3)], 'EUR')).toEqual({ isOk: true, value: eur(6) })
    expect(sumMoney([], 'GBP')).toEqual({ isOk: true, value: money(0, 'GBP') })
    expect(sumMoney([eur(1), money(2, 'USD')], 'EUR').isOk).toBe(false)
  })
})

describe('multiplyMoney and percentOf', () => {
  it('multiplies by a whole count', () => {
    expect(multiplyMoney(eur(4999), 3)).toEqual(eur(14997))
    expect(() => multiplyMoney(eur(1), 1.5)).toThrow(RangeError)
  })
  it('takes a percentage with the rounding asked for', () => {
    expect(percentOf({ value: eur(12345), percent: 10, rounding: 'half-up' })).toEqual(eur(1235))
    expect(percentOf({ value: eur(12345), percent: 10, rounding: 'down' })).toEqual(eur(1234))
    expect(percentOf({ value: eur(10000), percent: 12.5, rounding: 'half-up' })).toEqual(eur(1250))
  })
})
