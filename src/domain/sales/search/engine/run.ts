import { FACET_KEYS, FLAG_VALUE, type FacetCounts } from '../facets'
import { FLAG_KEYS, SEARCH_PAGE_SIZE, type FacetKey, type FlagKey, type SaleSearch } from '../keys'
import { sortKeys, type SortKey } from '../sort'
import { matchesAll, passesHard, searchTests } from './filters'
import { VALUE_LIST_KEYS, type SaleSearchRow, type ValueListKey } from './row'

/** Names of the slug-valued options, as the cars spell them (coded values are named by their labels). */
export type FacetLabels = {
  readonly brands: ReadonlyMap<string, string>
  /** Model slug to its name and its brand's slug (models cascade from brands). */
  readonly models: ReadonlyMap<string, { readonly name: string; readonly brand: string }>
}

export type SaleSearchOutcome = {
  readonly total: number
  /** The cars on the search's page (24 a page), in the search's order. */
  readonly page: readonly SaleSearchRow[]
  readonly facets: FacetCounts
  readonly labels: FacetLabels
}

/**
 * SPEC §3 / issue 10 search over the cars for sale in one pass: the cars passing every filter
 * (sorted, one page of them), and each facet's option counts with the other active filters
 * applied. A car failing no active facet counts everywhere; a car failing exactly one counts only
 * for that facet (what choosing another option there would add); `features` and
 * `additionalOptions` count within the result (a car must have every chosen one).
 */
export function runSaleSearch(rows: readonly SaleSearchRow[], search: SaleSearch): SaleSearchOutcome {
  const tests = searchTests(search)
  const tally = new Tally()
  const matched: SaleSearchRow[] = []
  for (const row of rows) {
    if (!passesHard(tests, row)) continue
    let failed = -1
    let fails = 0
    for (let at = 0; at < tests.facets.length && fails < 2; at += 1) {
      if (!tests.facets[at]?.test(row)) {
        fails += 1
        failed = at
      }
    }
    if (fails === 0) {
      matched.push(row)
      tally.addAll(row)
    } else if (fails === 1) {
      const key = tests.facets[failed]?.key
      if (key) tally.add(key, row)
    }
  }
  matched.sort(comparator(sortKeys(search.sort)))
  const start = (search.page - 1) * SEARCH_PAGE_SIZE
  return {
    total: matched.length,
    page: matched.slice(start, start + SEARCH_PAGE_SIZE),
    facets: tally.counts,
    labels: tally.labels,
  }
}

/** How many cars pass every filter of the search (`GET /v1/car/count`, "Show N cars"). */
export function countSaleRows(rows: readonly SaleSearchRow[], search: SaleSearch): number {
  const tests = searchTests(search)
  let total = 0
  for (const row of rows) if (matchesAll(tests, row)) total += 1
  return total
}

class Tally {
  readonly counts = Object.fromEntries(FACET_KEYS.map((key) => [key, new Map<string, number>()])) as Record<
    FacetKey,
    Map<string, number>
  >
  readonly labels = {
    brands: new Map<string, string>(),
    models: new Map<string, { name: string; brand: string }>(),
  }

  addAll(row: SaleSearchRow): void {
    for (const key of VALUE_LIST_KEYS) this.addValue(key, row)
    for (const flag of row.flags) this.bump(flag, FLAG_VALUE)
    for (const value of row.features) this.bump('features', value)
    for (const value of row.additionalOptions) this.bump('additionalOptions', value)
  }

  /** Counts the row under one facet (never `features` / `additionalOptions`: those count within the result). */
  add(key: FacetKey, row: SaleSearchRow): void {
    if (isFlag(key)) {
      if (row.flags.has(key)) this.bump(key, FLAG_VALUE)
      return
    }
    if (key === 'features' || key === 'additionalOptions') return
    this.addValue(key, row)
  }

  private addValue(key: ValueListKey, row: SaleSearchRow): void {
    const text = row.listValues[key]
    if (text === null) return
    this.bump(key, text)
    if (key === 'brands') keepLeast(this.labels.brands, text, row.brand)
    else if (key === 'models') {
      const known = this.labels.models.get(text)
      if (!known || row.model < known.name || row.brandSlug < known.brand) {
        this.labels.models.set(text, { name: least(known?.name, row.model), brand: least(known?.brand, row.brandSlug) })
      }
    }
  }

  private bump(key: FacetKey, value: string): void {
    const map = this.counts[key]
    map.set(value, (map.get(value) ?? 0) + 1)
  }
}

function isFlag(key: FacetKey): key is FlagKey {
  return (FLAG_KEYS as readonly string[]).includes(key)
}

/** The first in code-unit order: the label a slug shows when cars spell it differently. */
function least(known: string | undefined, candidate: string): string {
  return known === undefined || candidate < known ? candidate : known
}

function keepLeast(map: Map<string, string>, key: string, candidate: string): void {
  const known = map.get(key)
  if (known === undefined || candidate < known) map.set(key, candidate)
}

const SORT_VALUE: Readonly<Record<SortKey['field'], (row: SaleSearchRow) => number | null>> = {
  askingPrice: (row) => row.askingPrice,
  mileage: (row) => row.mileage,
  year: (row) => row.year,
  firstRegistration: (row) => row.firstRegistration,
  discount: (row) => row.discount,
  id: (row) => row.id,
}

/** The search's order; a car without the value sorts last either way. */
function comparator(keys: readonly SortKey[]): (left: SaleSearchRow, right: SaleSearchRow) => number {
  return (left, right) => {
    for (const { field, direction } of keys) {
      const a = SORT_VALUE[field](left)
      const b = SORT_VALUE[field](right)
      if (a === b) continue
      if (a === null) return 1
      if (b === null) return -1
      return direction === 'asc' ? a - b : b - a
    }
    return 0
  }
}
