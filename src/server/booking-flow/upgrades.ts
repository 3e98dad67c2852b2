import 'server-only'

import { isRecommendedBlockVisible } from '@/domain/booking/booking-steps'
import { bookNowParams, parseCarListFilters, rentalWindowOf, type RentalWindow } from '@/domain/search/car-list-query'
import { convertMoney, type ExchangeRates } from '@/domain/money/exchange-rates'
import { MINOR_UNITS_PER_MAJOR, type CurrencyCode, type Money } from '@/domain/money/money'
import { parseSearchFilters } from '@/domain/search/search-query'
import { recommendUpgrade } from '@/domain/booking/upgrade-path'
import { matchUpgradeRules, type OfferedCar } from '@/domain/booking/upgrade-rule-match'
import { carsFittingTrip } from '@/domain/search/trip-fit'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import type { CarCategoryResult } from '@/server/rental/category-result'

import type { FlowBooking } from './flow-booking'
import { CHOICE_PARAMS, RESERVATION_ERROR_PARAM } from './flow-params'
import { searchCars } from './search-cars'
import { findActiveUpgradeRules, type UpgradeRuleContent } from './upgrade-rule-content'

/** One car of the upgrade panel: the default recommendation or a rule's target. */
export type UpgradeOffer = {
  readonly key: string
  readonly car: CarCategoryResult
  readonly rule: UpgradeRuleContent | undefined
  readonly readMoreHref: string | undefined
  /** What the upgrade adds to the rent (below 0 when it costs less), in the visitor's currency. */
  readonly difference: Money
  /** The 'Upgrade car' target: /booking/protection with the query and the new choice. */
  readonly href: string
}

/**
 * The upgrade panel's cars (SPEC §2, §4): the next car along the upgrade path, then up to 4 rule
 * targets, from a fresh search for the booking's dates and driver; none when the search fails or
 * from the fifth step on. Only cars the driver may book that keep the trip's must-have filters
 * (F-roads allowed, seats, automatic) are offered, and only with a price to show.
 */
export async function loadUpgradeOffers(params: {
  flow: FlowBooking
  query: URLSearchParams
  locale: Locale
  stepIndex: number
  now?: Date
}): Promise<UpgradeOffer[]> {
  const { flow, locale } = params
  if (!isRecommendedBlockVisible(params.stepIndex)) return []
  // The booking's driver age, which the details step may have changed since the search.
  const filters = { ...parseSearchFilters(params.query), driverAge: flow.view.DriverAge }
  const { special: mustHave } = parseCarListFilters(params.query)
  const window = windowOf(params.query) ?? rentalWindowOf(filters)
  if (!window) return []
  const payload = await payloadClient()
  const [search, rules] = await Promise.all([
    searchCars({ filters, window, locale, now: params.now ?? new Date() }),
    findActiveUpgradeRules({ payload, locale }),
  ])
  if (search.status !== 'ok') return []
  const offered = carsFittingTrip(search.cars, mustHave).map(toOffered)
  const bookedResult = search.cars.find((car) => car.id === flow.category.id)
  const booked: OfferedCar = bookedResult
    ? toOffered(bookedResult)
    : { car: { ...flow.category, fuelType: flow.category.fuelType ?? null }, totalAmount: minor(flow.view.TotalRent) }
  const recommended = recommendUpgrade({
    current: { id: String(booked.car.id), webCategory: booked.car.webCategory, totalAmount: booked.totalAmount },
    candidates: offered.map(({ car, totalAmount }) => ({
      id: String(car.id),
      webCategory: car.webCategory,
      totalAmount,
    })),
    stepIndex: params.stepIndex,
  })
  const matches = matchUpgradeRules({
    rules,
    booked,
    offered,
    pickupDay: window.dateTimeOut.slice(0, 10),
    excludeIds: recommended ? [Number(recommended.id)] : [],
  })
  const picks = [
    ...(recommended ? [{ id: Number(recommended.id), rule: undefined }] : []),
    ...matches.map(({ rule, target }) => ({ id: target.car.id, rule })),
  ]
  const baseQuery = withoutChoice(params.query)
  const protectionPath = getPathname({ href: '/booking/protection', locale })
  return picks.flatMap(({ id, rule }) => {
    const car = search.cars.find((result) => result.id === id)
    const difference = car && differenceOf({ car, booked, to: filters.currency, rates: search.rates })
    if (!car || !difference) return []
    const query = bookNowParams({
      current: baseQuery,
      carCategoryId: car.CarCategoryId,
      rateQuoteId: car.rateQuoteId,
      window,
      filters,
    })
    return [
      {
        key: rule ? `rule-${rule.id}` : 'recommended',
        car,
        rule,
        readMoreHref: rule?.blogPath ? getPathname({ href: rule.blogPath, locale }) : undefined,
        difference,
        href: `${protectionPath}?${query.toString()}`,
      },
    ]
  })
}

function toOffered(car: CarCategoryResult): OfferedCar {
  return { car, totalAmount: minor(car.totalAmount) }
}

function minor(major: number): number {
  return Math.round(major * MINOR_UNITS_PER_MAJOR)
}

/** The rental window the chosen car was booked for (carried in the query since 'Book now'). */
function windowOf(query: URLSearchParams): RentalWindow | undefined {
  const dateTimeOut = query.get('DateTimeOut')
  const dateTimeIn = query.get('DateTimeIn')
  return dateTimeOut && dateTimeIn ? { dateTimeOut, dateTimeIn } : undefined
}

function withoutChoice(query: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(query)
  for (const name of [...CHOICE_PARAMS, RESERVATION_ERROR_PARAM]) search.delete(name)
  return search
}

function differenceOf(params: {
  car: CarCategoryResult
  booked: OfferedCar
  to: CurrencyCode
  rates: ExchangeRates
}): Money | undefined {
  const value = { amount: minor(params.car.totalAmount) - params.booked.totalAmount, currency: params.car.currency }
  const converted = convertMoney({ value, to: params.to, rates: params.rates })
  return converted.isOk && Number.isFinite(converted.value.amount) ? converted.value : undefined
}
