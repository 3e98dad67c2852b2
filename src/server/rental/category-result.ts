import 'server-only'

import type { Eligibility } from '@/domain/booking/eligibility'
import type { CategoryAvailability } from '@/domain/fleet/availability-count'
import { toMajorUnits, type CurrencyCode, type Money } from '@/domain/money/money'
import { sameCurrency, type QuoteConverter } from '@/domain/money/quote-currency'
import type { Quote } from '@/domain/pricing/quote'
import { SERVICE_CODES } from '@/domain/booking/services'
import { WEB_CATEGORIES } from '@/domain/fleet/web-categories'

import type { RentalCategory } from './mappers/category'
import { rateQuoteId, type RateQuoteKey } from './rate-quote-id'

type PaymentOption = { totalAmount: number; vehicleRentalAmount: number; discount: number }

/**
 * One car category of a search (SPEC §3 Car category result, plus the card fields). Amounts are
 * decimal numbers in major units of `currency` (45.5 is 45.50 EUR), VAT included: the price
 * list's currency, or the one the search asked for, converted at the site's exchange rates.
 */
export type CarCategoryResult = {
  id: number
  CarCategoryId: number
  model: string
  ModelName: string
  displayName: string
  slug: string
  size: RentalCategory['size']
  acrissCode: string
  webCategory: RentalCategory['webCategory']
  transmissionAuto: boolean
  passengerCount: number
  baggageCount: number
  doorCount: number
  fuelType: string | null
  driveType: string
  rateStatus: 'AVAILABLE' | 'ON_REQUEST'
  onRequest: boolean
  rateQuoteId: string
  currency: CurrencyCode
  Currency: CurrencyCode
  days: number
  pricing: { payNow: PaymentOption; payOnPickup: PaymentOption & { payLocallyFee: number } }
  mileagePolicy: { type: RentalCategory['mileagePolicy']; dailyKmLimit: number | null }
  fuelPolicy: RentalCategory['fuelPolicy']
  /** The Basic protection's excess for this car (the rental engine's, per car class). */
  excess: number
  /** The youngest driver allowed for this car (Rental rules). */
  minimumAge: number
  /**
   * Whether the search's driver may book this car: BOOKABLE, or NOT_BOOKABLE with the reason
   * (DRIVER_TOO_YOUNG) and the age it needs. A car that is not bookable is never held.
   */
  eligibility: Eligibility
  promoCode: string | null
  isPromoApplied: boolean
  promoDiscount: number
  sortOrder: number
  pictureURL: string | null
  isElectric: boolean
  isGuaranteedModel: boolean
  /** Vehicle rental amount when paying now; per day it is Amount / days. */
  Amount: number
  perDayAmount: number
  /** Everything when paying now: rent, fees. */
  totalAmount: number
  /** Mandatory fees within totalAmount (young driver, out of hours). */
  extraPrice: number
  mandatoryItems: { isYoungPrice: boolean; isOutOfHours: boolean }
  features: readonly string[]
  Groups: { name: string; TypeName: string }[]
}

export function toCarCategoryResult(params: {
  category: RentalCategory
  quote: Quote
  availability: Exclude<CategoryAvailability, 'HIDDEN'>
  quoteKey: Omit<RateQuoteKey, 'categoryId'>
  /** Basic excess in minor units of EUR (null when the engine has none). */
  basicExcess: number | null
  minimumAge: number
  eligibility: Eligibility
  /** The currency the search asked for (SPEC §7 `currency`); the price list's when absent. */
  converter?: QuoteConverter
}): CarCategoryResult {
  const { category, quote } = params
  const { payNow, payOnPickup } = quote.pricing
  const priced = payNow.totalAmount.currency
  const converter = params.converter ?? sameCurrency(priced)
  const major = (money: Money) => toMajorUnits(converter.convert(money))
  const fees = quote.lines.filter((line) => line.group === 'fee')
  const hasFee = (code: number) => fees.some((line) => line.code === code)
  const currency = converter.currency
  const group = WEB_CATEGORIES.find((candidate) => candidate.id === category.webCategory)
  return {
    id: category.id,
    CarCategoryId: category.id,
    model: category.model,
    ModelName: category.model,
    displayName: category.displayName,
    slug: category.slug,
    size: category.size,
    acrissCode: category.acrissCode,
    webCategory: category.webCategory,
    transmissionAuto: category.transmissionAuto,
    passengerCount: category.passengerCount,
    baggageCount: category.baggageCount,
    doorCount: category.doorCount,
    fuelType: category.fuelType ?? null,
    driveType: category.driveType,
    rateStatus: params.availability,
    onRequest: params.availability === 'ON_REQUEST',
    rateQuoteId: rateQuoteId({ ...params.quoteKey, categoryId: category.id }),
    currency,
    Currency: currency,
    days: quote.days,
    pricing: {
      payNow: {
        totalAmount: major(payNow.totalAmount),
        vehicleRentalAmount: major(payNow.vehicleRentalAmount),
        discount: major(payNow.discount),
      },
      payOnPickup: {
        totalAmount: major(payOnPickup.totalAmount),
        vehicleRentalAmount: major(payOnPickup.vehicleRentalAmount),
        discount: major(payOnPickup.discount),
        payLocallyFee: major(payOnPickup.payLocallyFee),
      },
    },
    mileagePolicy: { type: category.mileagePolicy, dailyKmLimit: category.dailyKmLimit },
    fuelPolicy: category.fuelPolicy,
    excess: major({ amount: params.basicExcess ?? 0, currency: priced }),
    minimumAge: params.minimumAge,
    eligibility: params.eligibility,
    promoCode: quote.promo?.code ?? params.quoteKey.promo ?? null,
    isPromoApplied: quote.promo?.isApplied ?? false,
    promoDiscount: major(quote.promo?.discount ?? { amount: 0, currency: priced }),
    sortOrder: category.sortOrder,
    pictureURL: category.pictureURL,
    isElectric: category.fuelType === 'Electric',
    isGuaranteedModel: category.isGuaranteedModel,
    Amount: major(payNow.vehicleRentalAmount),
    perDayAmount: major(quote.perDay),
    totalAmount: major(payNow.totalAmount),
    extraPrice: major({ amount: fees.reduce((sum, line) => sum + line.amount.amount, 0), currency: priced }),
    mandatoryItems: {
      isYoungPrice: hasFee(SERVICE_CODES.YOUNG_DRIVER_FEE),
      isOutOfHours: hasFee(SERVICE_CODES.OUT_OF_HOURS_FEE),
    },
    features: category.features,
    Groups: group ? [{ name: group.label, TypeName: group.id }] : [],
  }
}
