import { describe, it, expect } from 'vitest'
import { money } from '../money/money'
import { FALLBACK_RATES } from '../money/exchange-rates'
import { amountToPay, KIOSK_FALLBACK_AMOUNT_ISK, kioskPostalCode, roundDown2 } from './payment-amount'

describe('roundDown2', () => {
  it('rounds down to 2 decimals', () => {
    expect(roundDown2(148888.459)).toBe(148888.45)
    expect(roundDown2(10.999)).toBe(10.99)
    expect(roundDown2(1.15)).toBe(1.15)
    expect(roundDown2(7)).toBe(7)
  })
})

describe('amountToPay', () => {
  it('is total minus paid, in ISK, rounded down', () => {
    // 250.01 EUR - 100 EUR = 150.01 EUR * 143.111 = 21468.08111 kr. -> 21468.08
    const result = amountToPay({ total: money(25001, 'EUR'), paid: money(10000, 'EUR'), rates: FALLBACK_RATES })
    expect(result).toEqual({ isOk: true, value: money(2146808, 'ISK') })
  })
  it('never goes below zero', () => {
    const result = amountToPay({ total: money(100, 'EUR'), paid: money(500, 'EUR'), rates: FALLBACK_RATES })
    expect(result).toEqual({ isOk: true, value: money(0, 'ISK') })
  })
  it('refuses mixed currencies', () => {
    const result = amountToPay({ total: money(100, 'EUR'), paid: money(5, 'ISK'), rates: FALLBACK_RATES })
    expect(result.isOk ? '' : result.error.code).toBe('CURRENCY_MISMATCH')
  })
})

describe('kiosk constants', () => {
  it('holds the spec values', () => {
    expect(KIOSK_FALLBACK_AMOUNT_ISK).toBe(148888)
    expect(kioskPostalCode(' 1234567890 ')).toBe('1234567')
  })
})
