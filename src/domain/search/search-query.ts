import { z } from 'zod'
import { CURRENCY_CODES } from '../money/money'
import { isIsoDate } from '../time/office-time'
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_DRIVER_AGE,
  DEFAULT_PICKUP_LOCATION_ID,
  DEFAULT_RETURN_LOCATION_ID,
  DEFAULT_TIME,
  DRIVER_AGE_RANGE,
  isTimeSlot,
  MIN_DRIVER_AGE,
} from './search-defaults'

/**
 * The car search filters read from URL parameters (SPEC §3). URL input is never trusted and never
 * fails the page: every malformed or missing value falls back to its default (driver age to 25).
 * Accepted driver ages run from the youngest band (19) to the top of the range (70).
 */
const searchFiltersSchema = z.object({
  puLocation: z.string().trim().min(1).max(64).catch(DEFAULT_PICKUP_LOCATION_ID),
  doLocation: z.string().trim().min(1).max(64).catch(DEFAULT_RETURN_LOCATION_ID),
  pickupTime: z.string().refine(isTimeSlot).catch(DEFAULT_TIME),
  returnTime: z.string().refine(isTimeSlot).catch(DEFAULT_TIME),
  puDate: z.string().refine(isIsoDate).optional().catch(undefined),
  doDate: z.string().refine(isIsoDate).optional().catch(undefined),
  promo: z.string().trim().min(1).max(32).optional().catch(undefined),
  driverAge: z.coerce.number().int().min(MIN_DRIVER_AGE).max(DRIVER_AGE_RANGE.max).catch(DEFAULT_DRIVER_AGE),
  currency: z.string().toUpperCase().pipe(z.enum(CURRENCY_CODES)).catch(DEFAULT_CURRENCY),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .toUpperCase()
    .catch(DEFAULT_COUNTRY),
})

export type SearchFilters = z.output<typeof searchFiltersSchema>

/** URL parameter name of each filter; the spec's names, aliases last. */
const PARAM_NAMES: Record<keyof SearchFilters, readonly string[]> = {
  puLocation: ['puLocation'],
  doLocation: ['doLocation'],
  pickupTime: ['pickup_time'],
  returnTime: ['return_time'],
  puDate: ['puDate', 'PICKUP_DATE'],
  doDate: ['doDate', 'RETURN_DATE'],
  promo: ['promo'],
  driverAge: ['driverAge', 'age'],
  currency: ['currency'],
  country: ['country'],
}

export type SearchParamsInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

/**
 * Reads the filters from URL parameters (Next searchParams or URLSearchParams), with defaults.
 * `defaults` replaces the spec's country and currency when the URL has none (the language's own).
 */
export function parseSearchFilters(
  params: SearchParamsInput,
  defaults?: Pick<SearchFilters, 'country' | 'currency'>,
): SearchFilters {
  const raw: Record<string, string | undefined> = {}
  for (const [field, names] of Object.entries(PARAM_NAMES)) {
    raw[field] = names.map((name) => firstValue(params, name)).find((value) => value !== undefined)
  }
  const filters = searchFiltersSchema.parse(raw)
  if (!defaults) return filters
  return {
    ...filters,
    ...(raw.country === undefined && { country: defaults.country }),
    ...(raw.currency === undefined && { currency: defaults.currency }),
  }
}

/** Writes the filters back under the canonical parameter names (absent optional ones left out). */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const [field, names] of Object.entries(PARAM_NAMES)) {
    const value = filters[field as keyof SearchFilters]
    const name = names[0]
    if (value !== undefined && name !== undefined) params.set(name, String(value))
  }
  return params
}

function firstValue(params: SearchParamsInput, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined
  const value = params[name]
  return typeof value === 'string' ? value : value?.[0]
}
