import { MUST_HAVE_FILTERS, type MustHaveFilter } from './car-filters'
import { officeInstant } from '../time/office-instant'
import { addOfficeDays } from '../time/office-time'
import type { SearchFilters, SearchParamsInput } from './search-query'
import { isWebCategoryId, type WebCategoryId } from '../fleet/web-categories'

/** URL parameters of the car list filters (besides the search filters of search-query.ts). */
export const CAR_LIST_PARAMS = { category: 'category', special: 'special' } as const

/** URL-safe names of the must-have filters ('6+ Seats' would need escaping); also what the CMS stores. */
export const SPECIAL_FILTER_SLUGS: Record<MustHaveFilter, string> = {
  Automatic: 'automatic',
  '5+ Seats': 'seats-5',
  '6+ Seats': 'seats-6',
  '7+ Seats': 'seats-7',
  '4WD/AWD': '4wd-awd',
  'F-roads allowed': 'f-roads',
}

/** The list filters in the URL: one web category (or all) and any must-have filters. */
export type CarListFilters = {
  readonly webCategory: WebCategoryId | undefined
  readonly special: readonly MustHaveFilter[]
}

/** Reads the list filters from URL parameters; unknown values are ignored, never an error. */
export function parseCarListFilters(params: SearchParamsInput): CarListFilters {
  const category = allValues(params, CAR_LIST_PARAMS.category)[0]
  const slugs = new Set(allValues(params, CAR_LIST_PARAMS.special))
  return {
    webCategory: category !== undefined && isWebCategoryId(category) ? category : undefined,
    special: MUST_HAVE_FILTERS.filter((filter) => slugs.has(SPECIAL_FILTER_SLUGS[filter])),
  }
}

/** `base` (search filters) plus the list filters, must-have filters in their canonical order. */
export function withCarListFilters(base: URLSearchParams, filters: CarListFilters): URLSearchParams {
  const params = new URLSearchParams(base)
  params.delete(CAR_LIST_PARAMS.category)
  params.delete(CAR_LIST_PARAMS.special)
  if (filters.webCategory) params.set(CAR_LIST_PARAMS.category, filters.webCategory)
  for (const filter of MUST_HAVE_FILTERS) {
    if (filters.special.includes(filter)) params.append(CAR_LIST_PARAMS.special, SPECIAL_FILTER_SLUGS[filter])
  }
  return params
}

/** The filters with one must-have filter switched on or off. */
export function toggleSpecialFilter(filters: CarListFilters, filter: MustHaveFilter): CarListFilters {
  const isOn = filters.special.includes(filter)
  return {
    ...filters,
    special: isOn ? filters.special.filter((candidate) => candidate !== filter) : [...filters.special, filter],
  }
}

/** Pickup and return as the booking API writes them: office time 'YYYY-MM-DDTHH:mm'. */
export type RentalWindow = { readonly dateTimeOut: string; readonly dateTimeIn: string }

/**
 * The rental asked for in the URL, or undefined when a date is missing: without both dates the
 * page shows the form and does not search.
 */
export function rentalWindowOf(filters: SearchFilters): RentalWindow | undefined {
  if (filters.puDate === undefined || filters.doDate === undefined) return undefined
  const pickup = officeInstant({ date: filters.puDate, time: filters.pickupTime })
  const dropOff = officeInstant({ date: filters.doDate, time: filters.returnTime })
  if (!pickup.isOk || !dropOff.isOk) return undefined
  return {
    dateTimeOut: `${filters.puDate}T${filters.pickupTime}`,
    dateTimeIn: `${filters.doDate}T${filters.returnTime}`,
  }
}

/** Days from today to the suggested pickup, and the suggested rental length. */
const SUGGESTED_LEAD_DAYS = 7
const SUGGESTED_RENTAL_DAYS = 7

/** Dates offered in an empty search form: pickup in a week, for a week (office dates). */
export function suggestedDates(now: Date): { puDate: string; doDate: string } {
  return {
    puDate: addOfficeDays(now, SUGGESTED_LEAD_DAYS),
    doDate: addOfficeDays(now, SUGGESTED_LEAD_DAYS + SUGGESTED_RENTAL_DAYS),
  }
}

/**
 * The query of 'Book now' (SPEC §2): the current query plus apiKey (our car category id),
 * quoteID, DateTimeOut, DateTimeIn, country and driverAge.
 */
export function bookNowParams(params: {
  current: URLSearchParams
  carCategoryId: number
  rateQuoteId: string
  window: RentalWindow
  filters: Pick<SearchFilters, 'country' | 'driverAge'>
}): URLSearchParams {
  const query = new URLSearchParams(params.current)
  query.set('apiKey', String(params.carCategoryId))
  query.set('quoteID', params.rateQuoteId)
  query.set('DateTimeOut', params.window.dateTimeOut)
  query.set('DateTimeIn', params.window.dateTimeIn)
  query.set('country', params.filters.country)
  query.set('driverAge', String(params.filters.driverAge))
  return query
}

function allValues(params: SearchParamsInput, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name)
  const value = params[name]
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : [...value]
}
