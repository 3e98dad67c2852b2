import 'server-only'

import { parseOfficeDateTime } from '@/domain/time/office-date-time'
import type { RentalWindow } from '@/domain/search/car-list-query'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import type { SearchFilters } from '@/domain/search/search-query'
import type { Locale } from '@/i18n/locales'
import { currentExchangeRates } from '@/server/exchange-rates'
import { payloadClient } from '@/server/payload'
import { searchAvailability } from '@/server/rental/availability'
import { carInfo } from '@/server/rental/car-info'
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
 * /api/renteon-availability (no HTTP). Any failure, a rule the engine rejects or an exception, is
 * 'failed': the page shows the spec's message and an empty list (SPEC §7, §8).
 */
export async function searchCars(params: {
  filters: SearchFilters
  window: RentalWindow | undefined
  locale: Locale
  now: Date
}): Promise<CarSearch> {
  const { filters, window, locale, now } = params
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
    return { status: 'ok', cars: [...result.value].sort(bySortOrder), rates: rates.rates }
  } catch (error) {
    console.error('Booking search failed', error)
    return { status: 'failed' }
  }
}

/** The offices offered as pickup and return places, in the page language. */
export async function searchPlaces(locale: Locale): Promise<{ id: string; name: string }[]> {
  const info = await carInfo({ payload: await payloadClient(), locale })
  return info.offices.map((office) => ({ id: office.id, name: office.name }))
}

function dateProblemOf(code: string): { reason?: DateProblem } {
  return DATE_PROBLEMS.includes(code) ? { reason: code as DateProblem } : {}
}

function bySortOrder(left: CarCategoryResult, right: CarCategoryResult): number {
  return left.sortOrder - right.sortOrder || left.totalAmount - right.totalAmount
}
