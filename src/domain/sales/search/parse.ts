import { modelSlug } from '../../content/slug'
import {
  FLAG_KEYS,
  LIST_KEYS,
  LIST_VALUES,
  RANGE_KEYS,
  SALE_SEARCH_SORTS,
  TEXT_KEYS,
  emptySaleSearch,
  recordOf,
  tyreSizeKey,
  type FlagKey,
  type ListKey,
  type Range,
  type RangeKey,
  type SaleSearch,
  type SaleSearchSort,
  type TextKey,
} from './keys'

/** The search as the URL gives it: path segments after the search path, and query pairs. */
export type SearchInput = {
  readonly segments: readonly string[]
  readonly query: ReadonlyArray<readonly [string, string]>
}

/** A value the search could not read; the rest of the search still stands. */
export type SearchProblem = { readonly key: string; readonly value: string }

const MAX_TEXT = 100
const MAX_VALUES = 50
const MAX_PAGE = 10_000
const TRUE_WORDS = new Set(['true', '1', 'on', 'yes'])
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', ''])
/** Keys a link may carry that are not filters (SPEC §3 `apiKey`, tracking). */
const IGNORED = /^(apiKey|utm_.*|fbclid|gclid)$/

/**
 * Reads a search from the URL (SPEC §3): `/search/{brand}/{model}` or `?brands=toyota&models=rav4`
 * mean the same; list values may repeat the key or be comma separated; ranges use `_from` / `_to`;
 * flags are `true` or absent. Values are normalised (slugs, option spelling, sorted, no repeats).
 */
export function parseSaleSearch(input: SearchInput): { search: SaleSearch; problems: SearchProblem[] } {
  const problems: SearchProblem[] = []
  const lists = recordOf(LIST_KEYS, () => new Set<string>())
  const ranges = recordOf(RANGE_KEYS, (): { from?: number; to?: number } => ({}))
  const flags = recordOf(FLAG_KEYS, () => false)
  const texts = recordOf(TEXT_KEYS, () => '')
  let sort: SaleSearchSort | '' = ''
  let page = 1

  const [brand, model, ...rest] = input.segments
  if (brand !== undefined) addList(lists, problems, 'brands', brand)
  if (model !== undefined) addList(lists, problems, 'models', model)
  for (const segment of rest) problems.push({ key: 'path', value: segment })

  for (const [rawKey, value] of input.query) {
    const key = rawKey.trim()
    if (isListKey(key)) {
      for (const part of value.split(',')) if (part.trim()) addList(lists, problems, key, part)
    } else if (isRangeKey(key)) {
      const [name, end] = key.split('_') as [RangeKey, 'from' | 'to']
      const number = wholeNumber(value)
      if (value.trim() === '') continue
      if (number === undefined) problems.push({ key, value })
      else ranges[name][end] = number
    } else if (isFlagKey(key)) {
      const word = value.trim().toLowerCase()
      if (TRUE_WORDS.has(word)) flags[key] = true
      else if (!FALSE_WORDS.has(word)) problems.push({ key, value })
    } else if (isTextKey(key)) {
      const text = value.trim().replace(/\s+/g, ' ')
      if (text.length > MAX_TEXT) problems.push({ key, value: text.slice(0, 20) })
      else texts[key] = text
    } else if (key === 'sort') {
      const wanted = value.trim()
      if (wanted === '') sort = ''
      else if ((SALE_SEARCH_SORTS as readonly string[]).includes(wanted)) sort = wanted as SaleSearchSort
      else problems.push({ key, value })
    } else if (key === 'page') {
      const number = wholeNumber(value)
      if (number === undefined || number < 1 || number > MAX_PAGE) problems.push({ key, value })
      else page = number
    } else if (!IGNORED.test(key)) {
      problems.push({ key, value: '' })
    }
  }
  const base = emptySaleSearch()
  return {
    search: {
      ...base,
      lists: recordOf(LIST_KEYS, (key) => sortedValues(key, lists[key])),
      ranges: recordOf(RANGE_KEYS, (key): Range => ordered(ranges[key])),
      flags,
      texts,
      sort,
      page,
    },
    problems,
  }
}

/** The value of a list key as it is compared, or undefined when it cannot be one. */
export function normaliseListValue(key: ListKey, raw: string): string | undefined {
  const value = raw.trim()
  const kind = LIST_VALUES[key]
  switch (kind.kind) {
    case 'option':
      return kind.options.find((option) => option.toLowerCase() === value.toLowerCase())
    case 'slug': {
      const slug = modelSlug(value)
      return slug === '' ? undefined : slug
    }
    case 'integer': {
      const number = wholeNumber(value)
      return number === undefined ? undefined : String(number)
    }
    case 'tyre':
      return /^[0-9A-Z/.\s-]{3,20}$/i.test(value) ? tyreSizeKey(value) : undefined
  }
}

function addList(lists: Record<ListKey, Set<string>>, problems: SearchProblem[], key: ListKey, raw: string) {
  const value = normaliseListValue(key, raw)
  if (value === undefined || lists[key].size >= MAX_VALUES) problems.push({ key, value: raw })
  else lists[key].add(value)
}

function sortedValues(key: ListKey, values: ReadonlySet<string>): string[] {
  const list = [...values]
  return LIST_VALUES[key].kind === 'integer' ? list.sort((a, b) => Number(a) - Number(b)) : list.sort()
}

/** A range given the wrong way round is turned around. */
function ordered(range: Range): Range {
  if (range.from !== undefined && range.to !== undefined && range.from > range.to)
    return { from: range.to, to: range.from }
  return range
}

function wholeNumber(value: string): number | undefined {
  const text = value.trim().replace(/[\s.,_]/g, '')
  if (!/^\d{1,12}$/.test(text)) return undefined
  return Number(text)
}

function isListKey(key: string): key is ListKey {
  return (LIST_KEYS as readonly string[]).includes(key)
}

function isRangeKey(key: string): boolean {
  const [name, end, extra] = key.split('_')
  return (
    extra === undefined && (end === 'from' || end === 'to') && (RANGE_KEYS as readonly string[]).includes(name ?? '')
  )
}

function isFlagKey(key: string): key is FlagKey {
  return (FLAG_KEYS as readonly string[]).includes(key)
}

function isTextKey(key: string): key is TextKey {
  return (TEXT_KEYS as readonly string[]).includes(key)
}
