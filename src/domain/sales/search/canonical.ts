import { FLAG_KEYS, LIST_KEYS, RANGE_KEYS, TEXT_KEYS, type SaleSearch } from './keys'

/** The parts of a search's one canonical address: path segments under the search path, and query pairs. */
export type SearchAddress = {
  readonly segments: readonly string[]
  readonly query: ReadonlyArray<readonly [string, string]>
}

/**
 * One address per search: a single brand (and a single model of it) sits in the path
 * (`/search/toyota/rav4`), everything else in the query in a fixed key order, list values sorted and
 * comma separated, flags as `true`, the default sort and page 1 left out.
 */
export function canonicalAddress(search: SaleSearch): SearchAddress {
  const { brands, models } = search.lists
  const [brand] = brands
  const [model] = models
  const isBrandInPath = brands.length === 1 && brand !== undefined
  const isModelInPath = isBrandInPath && models.length === 1 && model !== undefined
  const segments = isModelInPath ? [brand, model] : isBrandInPath ? [brand] : []
  const query: [string, string][] = []
  for (const key of LIST_KEYS) {
    if (key === 'brands' && isBrandInPath) continue
    if (key === 'models' && isModelInPath) continue
    const values = search.lists[key]
    if (values.length > 0) query.push([key, values.join(',')])
  }
  for (const key of RANGE_KEYS) {
    const { from, to } = search.ranges[key]
    if (from !== undefined) query.push([`${key}_from`, String(from)])
    if (to !== undefined) query.push([`${key}_to`, String(to)])
  }
  for (const key of FLAG_KEYS) if (search.flags[key]) query.push([key, 'true'])
  for (const key of TEXT_KEYS) if (search.texts[key]) query.push([key, search.texts[key]])
  if (search.sort) query.push(['sort', search.sort])
  if (search.page > 1) query.push(['page', String(search.page)])
  return { segments, query }
}

/** The canonical href of a search under `basePath` (e.g. `/search`), without a language prefix. */
export function searchHref(basePath: string, search: SaleSearch): string {
  const { segments, query } = canonicalAddress(search)
  const path = [basePath.replace(/\/$/, ''), ...segments.map(encodeURIComponent)].join('/') || '/'
  const params = new URLSearchParams(query.map(([key, value]) => [key, value]))
  const text = params.toString().replace(/%2C/g, ',')
  return text ? `${path}?${text}` : path
}

/**
 * Only the search itself and its brand and brand/model landing pages are indexed; any other
 * combination (filters in the query, another sort, a later page) is `noindex`.
 */
export function isIndexableSearch(search: SaleSearch): boolean {
  return canonicalAddress(search).query.length === 0
}
