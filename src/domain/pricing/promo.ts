import { domainError } from '../errors/errors'
import { isDateInRange } from '../time/office-time'
import { fail, ok, type Result } from '../errors/result'
import { percentOf, type CurrencyCode } from '../money/money'

/**
 * A promo code: a percentage off, or a fixed amount off (minor units, in `currency`), of the vehicle
 * rental amount. It is valid on booking dates validFrom..validTo (inclusive, office dates) and, when
 * categoryIds is given, only for those car categories.
 */
export type PromoCode =
  | (PromoRules & { readonly kind: 'percentage'; readonly percent: number })
  | (PromoRules & { readonly kind: 'fixed'; readonly amount: number; readonly currency: CurrencyCode })

type PromoRules = {
  readonly code: string
  readonly validFrom?: string
  readonly validTo?: string
  readonly categoryIds?: readonly string[]
}

/**
 * The discount (minor units) a promo gives on a rental amount booked on `bookingDate`; never more
 * than the rental amount, so the rent cannot go negative. Not applicable is PROMO_NOT_VALID.
 */
export function promoDiscount(params: {
  promo: PromoCode
  categoryId: string
  bookingDate: string
  rentalAmount: number
  currency: CurrencyCode
}): Result<number> {
  const { promo, categoryId, bookingDate, rentalAmount, currency } = params
  const isInWindow = isDateInRange({ date: bookingDate, from: promo.validFrom, to: promo.validTo })
  const isForCategory = promo.categoryIds === undefined || promo.categoryIds.includes(categoryId)
  const isSameCurrency = promo.kind === 'percentage' || promo.currency === currency
  if (!isInWindow || !isForCategory || !isSameCurrency) {
    return fail(domainError('PROMO_NOT_VALID', { code: promo.code }))
  }
  const discount =
    promo.kind === 'fixed'
      ? promo.amount
      : percentOf({ value: { amount: rentalAmount, currency }, percent: promo.percent, rounding: 'half-up' }).amount
  return ok(Math.min(Math.max(0, discount), rentalAmount))
}

/** Promo codes are matched without regard to case or surrounding spaces. */
export function isSamePromoCode(left: string, right: string): boolean {
  return left.trim().toUpperCase() === right.trim().toUpperCase()
}
