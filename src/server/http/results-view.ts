import 'server-only'

import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

import { isCacheNeutralParam, isUnderInternalSegment } from './query-view'

/**
 * The booking search step's answer is the same for everyone who asks the same question until a
 * booking takes or frees a car or an edit changes the fleet (ADR 009). The proxy rewrites a
 * visitor's `GET /booking?…` to this internal segment, with the query as one path segment, so the
 * full-route cache keeps one render per question. The folder is `%5Fresults` because Next treats
 * folders starting with `_` as private.
 */
export const RESULTS_VIEW_SEGMENT = '_results'

/** The key of the search step without a query (the form alone). */
const NO_QUERY_KEY = '-'

/** Longer queries are no honest search (the form's fields are short): they render per request, uncached. */
const MAX_QUERY_LENGTH = 600

/** Next's own cache-busting parameter of router requests. */
const ROUTER_PARAM = '_rsc'

/**
 * `/de/booking` with `puDate=…&doDate=…` → `/de/_results/<key>`: the key is the query without
 * analytics parameters, sorted (the same question in another order is the same page), in base64url
 * so it is one segment that no decoding changes. Undefined when the path is not the search step of
 * a language or the query is too long to keep.
 */
export function resultsViewPath(localizedPath: string, query: URLSearchParams): string | undefined {
  const match = /^\/([a-z]{2})\/booking$/.exec(localizedPath)
  if (!match || !isLocale(match[1])) return undefined
  const kept = new URLSearchParams()
  for (const [name, value] of query) {
    if (name !== ROUTER_PARAM && !isCacheNeutralParam(name)) kept.append(name, value)
  }
  kept.sort()
  const text = kept.toString()
  if (text.length > MAX_QUERY_LENGTH) return undefined
  const key = text === '' ? NO_QUERY_KEY : Buffer.from(text, 'utf8').toString('base64url')
  return `/${match[1]}/${RESULTS_VIEW_SEGMENT}/${key}`
}

/**
 * Whether a visitor's request path (with its language prefix or none) and query are a search the
 * results view keeps: checked before next-intl resolves the path, so other steps skip that work.
 */
export function keepsSearch(path: string, query: URLSearchParams): boolean {
  const localized = /^\/[a-z]{2}(\/|$)/.test(path) ? path : `/${DEFAULT_LOCALE}${path}`
  return resultsViewPath(localized, query) !== undefined
}

/** The query a results view key stands for; an unreadable key reads as no query (the form alone). */
export function queryOfResultsKey(key: string): Record<string, string | string[]> {
  const text =
    key === NO_QUERY_KEY || !/^[A-Za-z0-9_-]+$/.test(key) ? '' : Buffer.from(key, 'base64url').toString('utf8')
  const query: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = query[name]
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
  }
  return query
}

/** True for a visitor's request straight to the internal segment (with or without a language). */
export function isResultsViewPath(path: string): boolean {
  return isUnderInternalSegment(path, RESULTS_VIEW_SEGMENT)
}
