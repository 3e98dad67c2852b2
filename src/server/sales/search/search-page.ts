import 'server-only'

import type { Payload } from 'payload'

import { isIndexableSearch, searchHref } from '@/domain/sales/search/canonical'
import { searchColumns } from '@/domain/sales/search/columns'
import type { SaleSearch } from '@/domain/sales/search/keys'
import { parseSaleSearch } from '@/domain/sales/search/parse'
import type { Locale } from '@/i18n/locales'
import { findPageByPath } from '@/server/cms/pages'

import { searchSaleCars, type SaleSearchResult } from './search-cars'

export type SearchQuery = Readonly<Record<string, string | readonly string[] | undefined>>

export type SalesSearchPage =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'redirect'; readonly href: string }
  | {
      readonly kind: 'page'
      readonly search: SaleSearch
      readonly href: string
      readonly isIndexable: boolean
      readonly result: SaleSearchResult
      readonly columns: 1 | 2 | 3 | 4
    }

/** The segments after the search path, or undefined when `path` is not under it. */
export function searchSegments(path: string, searchPath: string): string[] | undefined {
  const base = searchPath.replace(/\/$/, '')
  if (path === base) return []
  if (!path.startsWith(`${base}/`)) return undefined
  return path
    .slice(base.length + 1)
    .split('/')
    .filter(Boolean)
    .map(decoded)
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The search as the URL asks for it, without loading anything. */
export function readSearch(params: { segments: readonly string[]; query: SearchQuery }) {
  return parseSaleSearch({ segments: params.segments, query: queryPairs(params.query) })
}

/**
 * The search page (issue 10): a path deeper than brand/model is a 404; any other URL that is not
 * the search's one canonical address (order, spelling, a value that cannot be read) redirects to
 * it; otherwise the page of results with facet counts. The columns come from the search-results
 * block of the CMS page at the search path, when an editor made one (SPEC §5: 1-4, else 4).
 */
export async function loadSalesSearchPage(params: {
  payload: Payload
  locale: Locale
  searchPath: string
  segments: readonly string[]
  query: SearchQuery
}): Promise<SalesSearchPage> {
  const { search, problems } = readSearch(params)
  if (problems.some((problem) => problem.key === 'path')) return { kind: 'not-found' }
  const href = searchHref(params.searchPath, search)
  if (href !== requestedHref(params)) return { kind: 'redirect', href }
  const [result, page] = await Promise.all([
    searchSaleCars({ payload: params.payload, search, locale: params.locale }),
    findPageByPath({ path: params.searchPath, locale: params.locale }),
  ])
  const block = page?.layout?.find((item) => item.blockType === 'searchResults')
  const columns = searchColumns(block && 'settings' in block ? block.settings?.columns : undefined)
  return { kind: 'page', search, href, isIndexable: isIndexableSearch(search), result, columns }
}

function queryPairs(query: SearchQuery): [string, string][] {
  return Object.entries(query).flatMap(([key, value]) =>
    value === undefined
      ? []
      : typeof value === 'string'
        ? [[key, value]]
        : value.map((one): [string, string] => [key, one]),
  )
}

/** The address as asked, written the way `searchHref` writes addresses, to compare the two. */
function requestedHref(params: { searchPath: string; segments: readonly string[]; query: SearchQuery }): string {
  const path = [params.searchPath.replace(/\/$/, ''), ...params.segments.map(encodeURIComponent)].join('/') || '/'
  const text = new URLSearchParams(queryPairs(params.query)).toString().replace(/%2C/g, ',')
  return text ? `${path}?${text}` : path
}
