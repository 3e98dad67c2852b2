import { divideRounded } from './rounding'
import type { Money } from './money'

/** Icelandic VAT on car rental; prices are quoted with VAT included (SPEC: 'VAT included in price'). */
export const VAT_RATE_PERCENT = 24

/**
 * The VAT held in a VAT-inclusive price: gross - gross / 1.24, rounded to the nearest minor unit.
 * Computed exactly as gross * 24 / 124 (no tie can occur, so the rounding rule never matters).
 */
export function vatIncluded(gross: Money, ratePercent: number = VAT_RATE_PERCENT): Money {
  const rate = BigInt(ratePercent)
  const vat = divideRounded(BigInt(gross.amount) * rate, 100n + rate, 'half-up')
  return { amount: Number(vat), currency: gross.currency }
}
