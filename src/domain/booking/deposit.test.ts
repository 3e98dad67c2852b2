import { describe, expect, it } from 'vitest'

import { coverRulesOf } from './cover-rules'
import { bookingDeposit } from './deposit'
import { SERVICE_CODES as C } from './services'

const RULES = coverRulesOf([
  { code: C.BASIC_PROTECTION, excess: 350_000, deposit: 100_000, included: [] },
  { code: C.BASIC_PROTECTION_LARGE, excess: 450_000, deposit: 150_000, included: [] },
  { code: C.STANDARD_PROTECTION, excess: 150_000, deposit: 50_000, included: [] },
  { code: C.STANDARD_PROTECTION_LARGE, excess: 200_000, deposit: 75_000, included: [] },
  { code: C.PREMIUM_PROTECTION, excess: 0, deposit: 20_000, included: [] },
  { code: C.PREMIUM_PROTECTION_LARGE, excess: 0, deposit: null, included: [] },
])

const RATES = { EUR: 1, ISK: 150, USD: 1.2, GBP: 0.85 }

const deposit = (selectedCodes: readonly number[], variant: 'standard' | 'large', currency = 'EUR' as const) =>
  bookingDeposit({ rules: RULES, selectedCodes, variant, currency, rates: RATES })

describe('bookingDeposit', () => {
  it('is the chosen main protection’s deposit for the car’s size', () => {
    expect(deposit([C.STANDARD_PROTECTION, 504], 'standard')).toEqual({ amount: 50_000, currency: 'EUR' })
    expect(deposit([C.STANDARD_PROTECTION_LARGE], 'large')).toEqual({ amount: 75_000, currency: 'EUR' })
  })

  it('follows the car’s size even if the stored code is of the other size', () => {
    expect(deposit([C.PREMIUM_PROTECTION], 'standard')).toEqual({ amount: 20_000, currency: 'EUR' })
    expect(deposit([C.STANDARD_PROTECTION], 'large')).toEqual({ amount: 75_000, currency: 'EUR' })
  })

  it('is Basic’s when no main protection is chosen', () => {
    expect(deposit([], 'standard')).toEqual({ amount: 100_000, currency: 'EUR' })
    expect(deposit([C.SAND_AND_ASH_PROTECTION, 504], 'large')).toEqual({ amount: 150_000, currency: 'EUR' })
  })

  it('takes the last main protection chosen', () => {
    expect(deposit([C.PREMIUM_PROTECTION, C.STANDARD_PROTECTION], 'standard')).toEqual({
      amount: 50_000,
      currency: 'EUR',
    })
  })

  it('is null when the engine holds no deposit for the level', () => {
    expect(deposit([C.PREMIUM_PROTECTION_LARGE], 'large')).toBeNull()
    expect(
      bookingDeposit({ rules: {}, selectedCodes: [], variant: 'standard', currency: 'EUR', rates: RATES }),
    ).toBeNull()
  })

  it('is converted from the engine’s euros to the booking’s currency', () => {
    expect(
      bookingDeposit({ rules: RULES, selectedCodes: [], variant: 'standard', currency: 'ISK', rates: RATES }),
    ).toEqual({ amount: 15_000_000, currency: 'ISK' })
  })

  it('stays in euros when the rate is missing', () => {
    expect(
      bookingDeposit({ rules: RULES, selectedCodes: [], variant: 'standard', currency: 'USD', rates: {} }),
    ).toEqual({
      amount: 100_000,
      currency: 'EUR',
    })
  })
})
