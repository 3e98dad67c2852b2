import type { CurrencyCode } from '../money/money'
import { isDateInRange } from '../time/office-time'
import type { AgeBandId } from '../search/search-defaults'
import type { IncludedService } from '../booking/cover-rules'

/** SPEC §9: price list id 148 is the one the site books against. */
export const DEFAULT_PRICE_LIST_ID = 148

/** A range of rental days, inclusive; maxDays null means open-ended. */
export type DurationBand = { readonly minDays: number; readonly maxDays: number | null }

/** The usual bands: 1-2 days, 3-6, 7-13, 14+. */
export const DEFAULT_DURATION_BANDS: readonly DurationBand[] = [
  { minDays: 1, maxDays: 2 },
  { minDays: 3, maxDays: 6 },
  { minDays: 7, maxDays: 13 },
  { minDays: 14, maxDays: null },
]

/**
 * A season: a date range (inclusive, office dates 'YYYY-MM-DD') with, per car category id, the
 * per-day amount (minor units) for each duration band of the price list, in the same order.
 */
export type Season = {
  readonly id: string
  readonly from: string
  readonly to: string
  readonly dailyAmounts: Readonly<Record<string, readonly number[]>>
}

type ServiceGroup = 'protection' | 'additional' | 'extra'

/** A bookable service: protection, additional protection or extra (SPEC §3 optional items). */
export type ServicePrice = {
  readonly code: number
  readonly nameKey: string
  readonly group: ServiceGroup
  /** SPEC §9: priced per rental if one-time, else per day. */
  readonly isOneTime: boolean
  /** Unit amount in minor units; amountByCategory overrides it per car category id. */
  readonly amount: number
  readonly amountByCategory?: Readonly<Record<string, number>>
  readonly maxQuantity: number
  readonly isMaxOne: boolean
  /** A main protection: the services it includes free (additional protections, extra drivers). */
  readonly included?: readonly IncludedService[]
}

/** A fee charged by rule rather than chosen (young driver, out of hours). */
type FeePrice = { readonly amount: number; readonly isOneTime: boolean }

export type PriceList = {
  readonly id: number
  readonly currency: CurrencyCode
  readonly bands: readonly DurationBand[]
  readonly seasons: readonly Season[]
  readonly services: readonly ServicePrice[]
  /** Young-driver fee (code 13) per age band; band '25' has none. */
  readonly youngDriverFees: Readonly<Partial<Record<AgeBandId, FeePrice>>>
  /** Out-of-hours fee (code 16), charged per pickup or return outside opening hours. */
  readonly outOfHoursFee: number
}

/** Index of the band holding `days`, or -1. */
export function durationBandIndex(bands: readonly DurationBand[], days: number): number {
  return bands.findIndex((band) => days >= band.minDays && (band.maxDays === null || days <= band.maxDays))
}

/** The season covering an office date, if any (the first listed wins on overlap). */
export function seasonOn(seasons: readonly Season[], isoDate: string): Season | undefined {
  return seasons.find((season) => isDateInRange({ date: isoDate, from: season.from, to: season.to }))
}

/** Unit amount of a service for a car category. */
export function serviceAmount(service: ServicePrice, categoryId: string): number {
  return service.amountByCategory?.[categoryId] ?? service.amount
}
