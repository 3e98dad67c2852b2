import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { checkPaymentAmount, iskMinorUnits, MINIMUM_PAYMENT_ISK } from './payment-amount-rules'

describe('payment amounts', () => {
  it('take whole minor units only (issue 15, row 4: 0.001 ISK)', () => {
    expect(iskMinorUnits(1800.55)).toBe(180_055)
    expect(iskMinorUnits(1.15)).toBe(115)
    expect(iskMinorUnits(10_000)).toBe(1_000_000)
    expect(iskMinorUnits(0.001)).toBeUndefined()
    expect(iskMinorUnits(12.345)).toBeUndefined()
    expect(iskMinorUnits(0)).toBeUndefined()
    expect(iskMinorUnits(-5)).toBeUndefined()
    expect(iskMinorUnits(Number.NaN)).toBeUndefined()
  })

  it('round-trip any amount with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (minor) => {
        expect(iskMinorUnits(minor / 100)).toBe(minor)
      }),
    )
  })

  it('lie between 1,000 ISK (or the balance when less) and the balance', () => {
    expect(checkPaymentAmount({ dueIsk: 0 })).toMatchObject({ isOk: false, error: { code: 'NOTHING_TO_PAY' } })
    expect(checkPaymentAmount({ dueIsk: 500_000 })).toEqual({ isOk: true, value: 500_000 })
    expect(checkPaymentAmount({ requested: 99_999, dueIsk: 500_000 })).toMatchObject({
      isOk: false,
      error: { code: 'AMOUNT_TOO_LOW', params: { minimum: 1000 } },
    })
    expect(checkPaymentAmount({ requested: MINIMUM_PAYMENT_ISK, dueIsk: 500_000 })).toEqual({
      isOk: true,
      value: MINIMUM_PAYMENT_ISK,
    })
    expect(checkPaymentAmount({ requested: 500_100, dueIsk: 500_000 })).toMatchObject({
      isOk: false,
      error: { code: 'AMOUNT_TOO_HIGH', params: { balance: 5000 } },
    })
    // A balance below the minimum may be paid, but only in full.
    expect(checkPaymentAmount({ requested: 40_000, dueIsk: 40_000 })).toEqual({ isOk: true, value: 40_000 })
    expect(checkPaymentAmount({ requested: 39_999, dueIsk: 40_000 })).toMatchObject({
      error: { code: 'AMOUNT_TOO_LOW' },
    })
  })

  it('take a part payment in whole krónur, rounded down (ADR 033)', () => {
    // 1,500.75 kr. asked charges 1,500 kr.; 5,000.99 kr. of a 5,000 kr. balance charges the balance.
    expect(checkPaymentAmount({ requested: 150_075, dueIsk: 1_431_100 })).toEqual({ isOk: true, value: 150_000 })
    expect(checkPaymentAmount({ requested: 500_099, dueIsk: 500_000 })).toEqual({ isOk: true, value: 500_000 })
    // 1,000.50 kr. is 1,000 kr., the minimum; 999.99 kr. becomes 999 kr., below it.
    expect(checkPaymentAmount({ requested: 100_050, dueIsk: 500_000 })).toEqual({ isOk: true, value: 100_000 })
    expect(checkPaymentAmount({ requested: 99_999, dueIsk: 500_000 })).toMatchObject({
      error: { code: 'AMOUNT_TOO_LOW', params: { minimum: 1000 } },
    })
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (requested) => {
        const checked = checkPaymentAmount({ requested, dueIsk: 100_000_000 })
        if (checked.isOk) expect(checked.value % 100).toBe(0)
      }),
    )
  })
})
