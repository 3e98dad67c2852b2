import { percentOf, type Money } from '../money/money'
import { officeClock } from '../time/office-time'
import { rentalDays } from '../time/rental-days'
import { ok, type Result } from '../errors/result'
import type { ProtectionVariant, ServiceSelection } from '../booking/services'
import { isOutOfHours, type OfficeHours } from './opening-hours'
import type { PriceList } from './price-list'
import { promoDiscount, type PromoCode } from './promo'
import { perDayAmount, RENT_LINE_CODE, type QuoteLine } from './quote-line'
import { bookingTotals, categoryPricing, type BookingTotals, type CategoryPricing } from './quote-totals'
import { rentalAmount } from './rental-amount'
import { feeLines, serviceLines } from './service-lines'

/** SPEC §9: 10% discount ('Save 10%') if prepaid; pay now is the default. */
export const PAY_NOW_DISCOUNT_PERCENT = 10

export type QuoteInput = {
  readonly categoryId: string
  readonly priceList: PriceList
  readonly pickupAt: Date
  readonly returnAt: Date
  readonly driverAge: number
  readonly selections: readonly ServiceSelection[]
  readonly protectionVariant: ProtectionVariant
  readonly pickupOffice: OfficeHours
  readonly returnOffice: OfficeHours
  readonly promo?: PromoCode
  readonly isPayNow: boolean
  /** The clock: the booking date decides whether a promo code is valid. */
  readonly now: Date
}

export type Quote = {
  readonly categoryId: string
  readonly days: number
  readonly isPayNow: boolean
  /** Lines of the chosen way to pay; Total is their sum. */
  readonly lines: readonly QuoteLine[]
  readonly totals: BookingTotals
  readonly pricing: CategoryPricing
  /** Vehicle rental amount per day of the chosen way to pay. */
  readonly perDay: Money
  readonly promo?: { readonly code: string; readonly isApplied: boolean; readonly discount: Money }
}

/**
 * Prices one car category for a rental: rent by season and duration band, less the promo (a promo
 * that does not apply is reported, not fatal), less 10% when paying now; chosen services; fees by
 * rule (young driver by age band, out of hours per handover). VAT (24%) is included and shown.
 */
export function quoteCategory(input: QuoteInput): Result<Quote> {
  const { priceList, categoryId } = input
  const currency = priceList.currency
  const daysResult = rentalDays({ pickupAt: input.pickupAt, returnAt: input.returnAt })
  if (!daysResult.isOk) return daysResult
  const days = daysResult.value
  const rent = rentalAmount({ priceList, categoryId, pickupAt: input.pickupAt, days })
  if (!rent.isOk) return rent
  const services = serviceLines({ ...input, days })
  if (!services.isOk) return services

  const promo = input.promo && appliedPromo({ promo: input.promo, input, rentalAmount: rent.value })
  const discountFromPromo = promo?.discount.amount ?? 0
  const rentAfterPromo = rent.value - discountFromPromo
  const payNowDiscount = percentOf({
    value: { amount: rentAfterPromo, currency },
    percent: PAY_NOW_DISCOUNT_PERCENT,
    rounding: 'half-up',
  }).amount

  const outOfHoursCount =
    Number(isOutOfHours(input.pickupOffice, input.pickupAt)) + Number(isOutOfHours(input.returnOffice, input.returnAt))
  const charges = [...services.value, ...feeLines({ priceList, driverAge: input.driverAge, outOfHoursCount, days })]
  const rentAmount: Money = { amount: rentAfterPromo - (input.isPayNow ? payNowDiscount : 0), currency }
  const rentLine: QuoteLine = {
    code: RENT_LINE_CODE,
    nameKey: 'services.vehicleRental',
    group: 'rent',
    quantity: 1,
    isPerDay: true,
    unitPrice: perDayAmount(rentAmount, days),
    amount: rentAmount,
  }
  const lines = [rentLine, ...charges]
  return ok({
    categoryId,
    days,
    isPayNow: input.isPayNow,
    lines,
    totals: bookingTotals(lines, currency),
    pricing: categoryPricing({
      currency,
      rentAfterPromo,
      promoDiscount: discountFromPromo,
      payNowDiscount,
      otherCharges: charges.reduce((sum, line) => sum + line.amount.amount, 0),
    }),
    perDay: rentLine.unitPrice,
    ...(promo && { promo }),
  })
}

function appliedPromo(params: { promo: PromoCode; input: QuoteInput; rentalAmount: number }): Quote['promo'] {
  const { promo, input } = params
  const currency = input.priceList.currency
  const discount = promoDiscount({
    promo,
    categoryId: input.categoryId,
    bookingDate: officeClock(input.now).isoDate,
    rentalAmount: params.rentalAmount,
    currency,
  })
  return {
    code: promo.code,
    isApplied: discount.isOk,
    discount: { amount: discount.isOk ? discount.value : 0, currency },
  }
}
