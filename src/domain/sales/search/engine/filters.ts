import { excludableFacets } from '../facets'
import {
  ALL_OF_KEYS,
  FLAG_KEYS,
  RANGE_KEYS,
  type FacetKey,
  type FlagKey,
  type ListKey,
  type RangeKey,
  type SaleSearch,
} from '../keys'
import type { SaleSearchRow, ValueListKey } from './row'

type Test = (row: SaleSearchRow) => boolean

/** One search as tests on a row: what every row must pass, and the facets a candidate may fail. */
export type SearchTests = {
  /** Every filter that is not a facet: the all-of lists, the ranges and the texts. */
  readonly hard: readonly Test[]
  /** One test per active facet (bit i of a row's fail mask is `facets[i]`). */
  readonly facets: ReadonlyArray<{ readonly key: FacetKey; readonly test: Test }>
}

const RANGE_VALUE: Readonly<Record<RangeKey, (row: SaleSearchRow) => number | null>> = {
  years: (row) => row.year,
  mileages: (row) => row.mileage,
  prices: (row) => row.askingPrice,
  engineCc: (row) => row.engineCc,
  horsePower: (row) => row.horsePower,
  co2: (row) => row.co2,
}

const INTEGER_KEYS: ReadonlySet<ListKey> = new Set(['specificYears', 'doors', 'passengers'])

/** SPEC §3 filter keys as tests: any listed value matches, except all-of lists; ranges are inclusive. */
export function searchTests(search: SaleSearch): SearchTests {
  const hard: Test[] = []
  for (const key of ALL_OF_KEYS) {
    const wanted = search.lists[key]
    if (wanted.length === 0) continue
    const field = key === 'features' ? 'features' : 'additionalOptions'
    hard.push((row) => wanted.every((value) => row[field].has(value)))
  }
  for (const key of RANGE_KEYS) {
    const { from, to } = search.ranges[key]
    const value = RANGE_VALUE[key]
    if (from !== undefined && to !== undefined) {
      hard.push((row) => {
        const own = value(row)
        return own !== null && own >= from && own <= to
      })
    } else if (from !== undefined) {
      hard.push((row) => {
        const own = value(row)
        return own !== null && own >= from
      })
    } else if (to !== undefined) {
      hard.push((row) => {
        const own = value(row)
        return own !== null && own <= to
      })
    }
  }
  for (const word of searchWords(search.texts.multipleSearch)) hard.push((row) => row.text.includes(word))
  const serial = search.texts.serialNumber.replace(/[^0-9a-z]/gi, '').toUpperCase()
  if (serial) hard.push((row) => row.serial !== null && row.serial.includes(serial))
  const facets = excludableFacets(search).map((key) => ({ key, test: facetTest(search, key) }))
  return { hard, facets }
}

/** Whether a row passes every filter of the search. */
export function matchesAll(tests: SearchTests, row: SaleSearchRow): boolean {
  return passesHard(tests, row) && tests.facets.every(({ test }) => test(row))
}

/** Whether a row passes the filters that are not facets (a plain loop: it runs for every car). */
export function passesHard(tests: SearchTests, row: SaleSearchRow): boolean {
  for (const test of tests.hard) if (!test(row)) return false
  return true
}

function facetTest(search: SaleSearch, key: FacetKey): Test {
  if ((FLAG_KEYS as readonly string[]).includes(key)) return (row) => row.flags.has(key as FlagKey)
  const listKey = key as ValueListKey
  const wanted = search.lists[listKey]
  if (listKey === 'models') {
    // A model matches its own slug and the longer names that start with it: rav4 finds "RAV4 Hybrid AWD".
    return (row) => wanted.some((slug) => row.modelSlug === slug || row.modelSlug.startsWith(`${slug}-`))
  }
  const set = new Set(INTEGER_KEYS.has(listKey) ? wanted.map((value) => String(Number(value))) : wanted)
  return (row) => {
    const own = row.listValues[listKey]
    return own !== null && set.has(own)
  }
}

/** The words of a free-text search, lower case, at most five. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 5)
}
