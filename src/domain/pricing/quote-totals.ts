import { vatIncluded } from '../money/vat'
import type { CurrencyCode, Money } from '../money/money'
import type { QuoteLine, QuoteLineGroup } from './quote-line'

/** Totals named as on the booking (SPEC §3); Total includes VAT, TotalVat is the VAT within it. */
export type BookingTotals = {
  readonly Total: Money
  readonly TotalRent: Money
  readonly TotalAddition: Money
  readonly TotalInsurance: Money
  readonly TotalVat: Money
}

const TOTAL_OF_GROUP: Record<QuoteLineGroup, 'TotalRent' | 'TotalAddition' | 'TotalInsurance'> = {
  rent: 'TotalRent',
  protection: 'TotalInsurance',
  extra: 'TotalAddition',
  fee: 'TotalAddition',
}

/** Adds the lines up by group; all lines are in `currency` (the price list's). */
export function bookingTotals(lines: readonly QuoteLine[], currency: CurrencyCode): BookingTotals {
  const sums = { TotalRent: 0, TotalAddition: 0, TotalInsurance: 0 }
  for (const line of lines) sums[TOTAL_OF_GROUP[line.group]] += line.amount.amount
  const total: Money = { amount: sums.TotalRent + sums.TotalAddition + sums.TotalInsurance, currency }
  return {
    Total: total,
    TotalRent: { amount: sums.TotalRent, currency },
    TotalAddition: { amount: sums.TotalAddition, currency },
    TotalInsurance: { amount: sums.TotalInsurance, currency },
    TotalVat: vatIncluded(total),
  }
}

type PaymentOptionPrice = {
  readonly totalAmount: Money
  readonly vehicleRentalAmount: Money
  readonly discount: Money
}

/**
 * The two ways to pay (SPEC §3 car category pricing). discount is what the visitor saves on the
 * rent: the promo, plus the pay-now discount when prepaying. payLocallyFee is what paying at pickup
 * costs over paying now (the pay-now discount forgone).
 */
export type CategoryPricing = {
  readonly payNow: PaymentOptionPrice
  readonly payOnPickup: PaymentOptionPrice & { readonly payLocallyFee: Money }
}

export function categoryPricing(params: {
  currency: CurrencyCode
  rentAfterPromo: number
  promoDiscount: number
  payNowDiscount: number
  otherCharges: number
}): CategoryPricing {
  const { currency, rentAfterPromo, promoDiscount, payNowDiscount, otherCharges } = params
  const of = (amount: number): Money => ({ amount, currency })
  return {
    payNow: {
      totalAmount: of(rentAfterPromo - payNowDiscount + otherCharges),
      vehicleRentalAmount: of(rentAfterPromo - payNowDiscount),
      discount: of(promoDiscount + payNowDiscount),
    },
    payOnPickup: {
      totalAmount: of(rentAfterPromo + otherCharges),
      vehicleRentalAmount: of(rentAfterPromo),
      discount: of(promoDiscount),
      payLocallyFee: of(payNowDiscount),
    },
  }
}
