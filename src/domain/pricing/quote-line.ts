import type { Money } from '../money/money'

/** Code of the vehicle rental line; every other line carries its service code. */
export const RENT_LINE_CODE = 'RENT'

/** Where a line counts: rent -> TotalRent, protection -> TotalInsurance, extra and fee -> TotalAddition. */
export type QuoteLineGroup = 'rent' | 'protection' | 'extra' | 'fee'

/**
 * One priced line. amount is authoritative: unitPrice * quantity, times the rental days when
 * isPerDay. For the rent line unitPrice is the average per day (amount / days, rounded).
 */
export type QuoteLine = {
  readonly code: number | typeof RENT_LINE_CODE
  readonly nameKey: string
  readonly group: QuoteLineGroup
  readonly quantity: number
  readonly isPerDay: boolean
  readonly unitPrice: Money
  readonly amount: Money
  /** Of `quantity`, how many the chosen protection includes (not charged); absent means none. */
  readonly freeQuantity?: number
}

/**
 * A service or fee line from its unit price. `freeQuantity` units (included in the protection) are
 * not charged: the amount is for the rest only.
 */
export function pricedLine(params: {
  code: number
  nameKey: string
  group: QuoteLineGroup
  quantity: number
  isPerDay: boolean
  unitPrice: Money
  days: number
  freeQuantity?: number
}): QuoteLine {
  const { code, nameKey, group, quantity, isPerDay, unitPrice, days } = params
  const freeQuantity = Math.min(quantity, Math.max(0, Math.trunc(params.freeQuantity ?? 0)))
  const charged = quantity - freeQuantity
  const amount = { amount: unitPrice.amount * charged * (isPerDay ? days : 1), currency: unitPrice.currency }
  const line = { code, nameKey, group, quantity, isPerDay, unitPrice, amount }
  return freeQuantity > 0 ? { ...line, freeQuantity } : line
}

/** Per-day price shown on the car card: amount divided by days, rounded to the minor unit. */
export function perDayAmount(amount: Money, days: number): Money {
  return { amount: Math.round(amount.amount / Math.max(1, days)), currency: amount.currency }
}
