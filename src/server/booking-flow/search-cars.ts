import 'server-only'

import { bookableFirst } from '@/domain/booking/eligibility'
import { parseOfficeDateTime } from '@/domain/time/office-date-time'
import type { RentalWindow } from '@/domain/search/car-list-query'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { DEFAULT_CAR_SORT, sortCars, type CarSort } from '@/domain/search/car-sort'
import type { SearchFilters } from '@/domain/search/search-query'
import type { WebCategoryId } from '@/domain/fleet/web-categories'
import type { Locale } from '@/i18n/locales'
import { currentExchangeRates } from '@/server/exchange-rates'
import { payloadClient } from '@/server/payload'
import { searchAvailability } from '@/server/rental/availability'
import { activeCategories } from '@/server/rental/catalogue'
import { checkRentalDates } from '@/server/rental/rental-context'
import type { CarCategoryResult } from '@/server/rental/category-result'

/** Search failures the visitor can fix in the form, told apart from the spec's general message. */
type DateProblem = 'RETURN_BEFORE_PICKUP' | 'PICKUP_IN_PAST'
const DATE_PROBLEMS: readonly string[] = ['RETURN_BEFORE_PICKUP', 'PICKUP_IN_PAST'] satisfies DateProblem[]

/** A search of the booking page: not asked (dates missing), failed, or the priced cars. */
export type CarSearch =
  | { readonly status: 'idle' }
  | { readonly status: 'failed'; readonly reason?: DateProblem }
  | { readonly status: 'ok'; readonly cars: readonly CarCategoryResult[]; readonly rates: ExchangeRates }

/**
 * The cars free for the rental in the URL, through the same use case as POST
 * /api/renteon-availability (no HTTP), in the chosen order with the cars the driver may book
 * first. Any failure, a rule the engine rejects or an exception, is
 * 'failed': the page shows the spec's message and an empty list (SPEC §7, §8).
 */
export async function searchCars(params: {
  filters: SearchFilters
  window: RentalWindow | undefined
  locale: Locale
  now: Date
  /** The order of the cars (the bookable ones, then the others); cheapest first when absent. */
  sort?: CarSort
}): Promise<CarSearch> {
  const { filters, window, locale, now, sort = DEFAULT_CAR_SORT } = params
  if (!window) return { status: 'idle' }
  const pickupAt = parseOfficeDateTime(window.dateTimeOut)
  const returnAt = parseOfficeDateTime(window.dateTimeIn)
  if (!pickupAt || !returnAt) return { status: 'failed' }
  try {
    const [result, rates] = await Promise.all([
      searchAvailability({
        payload: await payloadClient(),
        query: {
          officeOut: filters.puLocation,
          officeIn: filters.doLocation,
          pickupAt,
          returnAt,
          driverAge: filters.driverAge,
          promo: filters.promo,
          locale,
        },
        now,
      }),
      currentExchangeRates(),
    ])
    if (!result.isOk) return { status: 'failed', ...dateProblemOf(result.error.code) }
    return { status: 'ok', cars: bookableFirst(sortCars(result.value, sort)), rates: rates.rates }
  } catch (error) {
    console.error('Booking search failed', error)
    return { status: 'failed' }
  }
}

/**
 * True when the URL's rental can be searched: dates that parse, the return after the pickup and
 * the pickup not past. The form folds away for such a search before its results have answered.
 */
export function isSearchable(params: { window: RentalWindow | undefined; now: Date }): boolean {
  if (!params.window) return false
  const pickupAt = parseOfficeDateTime(params.window.dateTimeOut)
  const returnAt = parseOfficeDateTime(params.window.dateTimeIn)
  return (
    pickupAt !== undefined && returnAt !== undefined && checkRentalDates({ pickupAt, returnAt, now: params.now }).isOk
  )
}

function dateProblemOf(code: string): { reason?: DateProblem } {
  return DATE_PROBLEMS.includes(code) ? { reason: code as DateProblem } : {}
}

/**
 * The car named by the URL as sold out while it was being chosen (its category id), to name it and
 * offer the nearest alternatives; undefined when the parameter is absent or names no car.
 */
export async function soldOutCar(params: {
  locale: Locale
  id: string | string[] | undefined
}): Promise<{ id: number; model: string; webCategory: WebCategoryId } | undefined> {
  const id = Number(typeof params.id === 'string' ? params.id : undefined)
  if (!Number.isInteger(id) || id <= 0) return undefined
  const categories = await activeCategories({ payload: await payloadClient(), locale: params.locale })
  const car = categories.find((category) => category.id === id)
  return car ? { id: car.id, model: car.model, webCategory: car.webCategory } : undefined
}
