/** Rows as the admin form or the Local API hands them over: any field may still be missing. */
export type BandRow = { minDays?: number | null; maxDays?: number | null }
export type SeasonRow = { name?: string | null; from?: string | null; to?: string | null }
export type RateRow = {
  carCategory?: unknown
  season?: string | null
  dailyAmounts?: readonly (number | null)[] | null
}
export type PriceListData = { durationBands?: readonly BandRow[] | null; seasons?: readonly SeasonRow[] | null }

/** Bands start at day 1 and follow on without gaps; only the last may be open-ended. */
export function validateDurationBands(bands: readonly BandRow[] | null | undefined): true | string {
  if (!bands || bands.length === 0) return 'Add at least one duration band, e.g. 1-2 days'
  let nextMin = 1
  for (const [at, band] of bands.entries()) {
    const isLast = at === bands.length - 1
    if (band.minDays !== nextMin) return `Band ${at + 1} must start at day ${nextMin}`
    if (band.maxDays === null || band.maxDays === undefined) {
      if (!isLast) return `Only the last band may be open-ended (band ${at + 1} has no maximum)`
      continue
    }
    if (band.maxDays < band.minDays) return `Band ${at + 1} ends before it starts`
    nextMin = band.maxDays + 1
  }
  return true
}

/** Each season ends on or after the day it starts. */
export function validateSeasons(seasons: readonly SeasonRow[] | null | undefined): true | string {
  const backwards = (seasons ?? []).find((season) => season.from && season.to && season.to < season.from)
  return backwards ? `Season ${backwards.name ?? ''} ends before it starts` : true
}

/**
 * Each rate names a season of this list and a car category at most once per season, and has one
 * per-day amount (whole cents, 0 or more) for each duration band, in band order.
 */
export function validateRates(rates: readonly RateRow[] | null | undefined, data: PriceListData): true | string {
  const bandCount = data.durationBands?.length ?? 0
  const seasonNames = new Set((data.seasons ?? []).map((season) => season.name))
  const seen = new Set<string>()
  for (const [at, rate] of (rates ?? []).entries()) {
    const row = `Rate ${at + 1}`
    if (!rate.season || !seasonNames.has(rate.season))
      return `${row}: "${rate.season ?? ''}" is not a season of this list`
    const key = `${relationId(rate.carCategory)}:${rate.season}`
    if (seen.has(key)) return `${row}: this car category already has a rate for season ${rate.season}`
    seen.add(key)
    const amounts = rate.dailyAmounts ?? []
    if (amounts.length !== bandCount) return `${row}: give ${bandCount} per-day amounts, one per duration band`
    if (!amounts.every((amount) => Number.isInteger(amount) && (amount ?? -1) >= 0)) {
      return `${row}: amounts are whole cents, 0 or more`
    }
  }
  return true
}

function relationId(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'id' in value) return String(value.id)
  return String(value)
}
