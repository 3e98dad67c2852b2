import { convertMoney, type ExchangeRates } from '../money/exchange-rates'
import { domainError } from '../errors/errors'
import { fail, type Result } from '../errors/result'
import type { Money } from '../money/money'

/** SPEC §9: payments settle in ISK (payment currency id 69); kiosk fallback amount 148888 ISK. */
export const PAYMENT_CURRENCY = 'ISK'
export const PAYMENT_CURRENCY_ID = 69
export const KIOSK_FALLBACK_AMOUNT_ISK = 148_888
/** SPEC §5: postal code cut to 7 characters for kiosk payment. */
export const KIOSK_POSTAL_CODE_MAX_LENGTH = 7

/** Rounds a decimal amount DOWN to 2 decimals (SPEC §9), immune to float noise like 1.15 * 100. */
export function roundDown2(value: number): number {
  const hundredths = Number((value * 100).toFixed(6))
  return Math.floor(hundredths) / 100
}

/**
 * What the visitor pays now, in ISK: by default the total minus what was already paid, converted
 * at the given rates and rounded down to the hundredth (never asking a cent too much).
 * The remaining balance may not be negative.
 */
export function amountToPay(params: { total: Money; paid: Money; rates: Partial<ExchangeRates> }): Result<Money> {
  const { total, paid } = params
  if (total.currency !== paid.currency) {
    return fail(domainError('CURRENCY_MISMATCH', { left: total.currency, right: paid.currency }))
  }
  const balance: Money = { amount: Math.max(0, total.amount - paid.amount), currency: total.currency }
  return convertMoney({ value: balance, to: PAYMENT_CURRENCY, rates: params.rates, rounding: 'down' })
}

export function kioskPostalCode(postalCode: string): string {
  return postalCode.trim().slice(0, KIOSK_POSTAL_CODE_MAX_LENGTH)
}
