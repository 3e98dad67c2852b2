import { carCardPrices } from '@/domain/search/car-card-price'
import { carDisplayName } from '@/domain/fleet/car-display-name'
import { filterableOf, filterCarCategories, type MustHaveFilter } from '@/domain/search/car-filters'
import { carsFittingTrip } from '@/domain/search/trip-fit'
import { isFRoadAllowed } from '@/domain/fleet/f-roads'
import { FUEL_TYPES, type FuelType } from '@/domain/fleet/fuel-type'
import { bookNowParams, type CarListFilters, type RentalWindow } from '@/domain/search/car-list-query'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import type { SearchFilters } from '@/domain/search/search-query'
import { UPGRADE_PATH } from '@/domain/booking/upgrade-path'
import type { WebCategoryId } from '@/domain/fleet/web-categories'
import type { CarCategoryResult } from '@/server/rental/category-result'

import type { CarCardData } from './CarCard'

/** The cars of a search after the list filters, with the counts the filter links show. */
export function filterSearchResults(
  cars: readonly CarCategoryResult[],
  filters: CarListFilters,
): { shown: CarCategoryResult[]; counts: Map<WebCategoryId, number> } {
  const filterable = cars.map((car) => ({ car, ...filterableOf(car) }))
  const kept = filterCarCategories(filterable, { special: filters.special })
  const counts = new Map<WebCategoryId, number>()
  for (const { car } of kept) counts.set(car.webCategory, (counts.get(car.webCategory) ?? 0) + 1)
  const shown = filterCarCategories(kept, { webCategories: filters.webCategory ? [filters.webCategory] : [] })
  return { shown: shown.map(({ car }) => car), counts }
}

/** A search result as its card shows it, prices in the visitor's currency. */
export function toCarCardData(params: {
  car: CarCategoryResult
  filters: SearchFilters
  window: RentalWindow
  rates: ExchangeRates
  currentQuery: URLSearchParams
  protectionPath: string
  orSimilar: (name: string) => string
}): CarCardData {
  const { car, filters } = params
  const query = bookNowParams({
    current: params.currentQuery,
    carCategoryId: car.CarCategoryId,
    rateQuoteId: car.rateQuoteId,
    window: params.window,
    filters,
  })
  return {
    id: car.id,
    model: car.ModelName,
    name: carDisplayName({
      model: car.ModelName,
      displayName: car.displayName,
      isGuaranteedModel: car.isGuaranteedModel,
      orSimilar: params.orSimilar,
    }),
    transmissionAuto: car.transmissionAuto,
    passengerCount: car.passengerCount,
    baggageCount: car.baggageCount,
    driveType: car.driveType,
    features: car.features,
    slug: car.slug,
    pictureURL: car.pictureURL,
    isOnRequest: car.onRequest,
    isElectric: car.isElectric,
    isGuaranteedModel: car.isGuaranteedModel,
    hasYoungDriverFee: car.mandatoryItems.isYoungPrice,
    hasOutOfHoursFee: car.mandatoryItems.isOutOfHours,
    prices: carCardPrices({ ...cardPriceSource(car), from: car.currency, to: filters.currency, rates: params.rates }),
    fuelType: isFuelType(car.fuelType) ? car.fuelType : undefined,
    isFRoadAllowed: isFRoadAllowed(car.driveType),
    needsAge: car.eligibility.status === 'NOT_BOOKABLE' ? car.eligibility.minimumAge : undefined,
    bookHref: `${params.protectionPath}?${query.toString()}`,
  }
}

/**
 * The amounts a card prices a car by: paying now, with the pay-at-pickup total beside it; a car
 * offered on request is saved to pay at pickup, so that is its only price (no pay-now saving).
 */
export function cardPriceSource(car: CarCategoryResult): {
  totalAmount: number
  extraPrice: number
  days: number
  payAtPickupAmount?: number
} {
  const { days, extraPrice } = car
  if (car.onRequest) return { totalAmount: car.pricing.payOnPickup.totalAmount, extraPrice, days }
  return { totalAmount: car.totalAmount, extraPrice, days, payAtPickupAmount: car.pricing.payOnPickup.totalAmount }
}

/**
 * Up to `limit` web categories on the upgrade path with their cheapest car, skipping `except`:
 * only cars the driver may book that meet the trip's must-have filters are recommended.
 */
export function cheapestPerCategory(
  cars: readonly CarCategoryResult[],
  params: { except: WebCategoryId | undefined; mustHave: readonly MustHaveFilter[]; limit: number },
): { category: WebCategoryId; car: CarCategoryResult }[] {
  const picks: { category: WebCategoryId; car: CarCategoryResult }[] = []
  const fitting = carsFittingTrip(cars, params.mustHave)
  for (const category of UPGRADE_PATH) {
    if (category === params.except) continue
    const cheapest = fitting
      .filter((car) => car.webCategory === category && car.perDayAmount > 0)
      .reduce<CarCategoryResult | undefined>(
        (best, car) => (best === undefined || car.perDayAmount < best.perDayAmount ? car : best),
        undefined,
      )
    if (cheapest) picks.push({ category, car: cheapest })
    if (picks.length === params.limit) break
  }
  return picks
}

function isFuelType(value: string | null): value is FuelType {
  return FUEL_TYPES.some((fuel) => fuel === value)
}
