import 'server-only'

import { isLocale, localeOr } from '@/i18n/locales'

/**
 * Content pages are served from the full-route cache, which keys a page by its path alone (ADR 009).
 * A request whose query changes what the page shows (the sales search's filters, a page number) is
 * rewritten to the same page under this internal segment, which renders per request with the query.
 * The folder is `%5Fquery` because Next treats folders starting with `_` as private.
 */
export const QUERY_VIEW_SEGMENT = '_query'

/**
 * Parameters the page itself never reads: analytics parameters and the staff toolbar's `token`. The
 * cached page serves them; the browser's scripts (statistics, the toolbar) read them.
 */
const CACHE_NEUTRAL_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|token)$/i

/** Whether a parameter may change what a page shows (analytics parameters and the toolbar's token do not). */
export function isCacheNeutralParam(name: string): boolean {
  return CACHE_NEUTRAL_PARAM.test(name)
}

/** True when the query holds a parameter that may change what a page shows. */
export function hasVaryingQuery(params: URLSearchParams): boolean {
  for (const name of params.keys()) if (!CACHE_NEUTRAL_PARAM.test(name)) return true
  return false
}

/** `/en/search` → `/en/_query/search`: the internal path of a page path that starts with its language. */
export function queryViewPath(localizedPath: string): string {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(localizedPath)
  if (!match || !isLocale(match[1])) return localizedPath
  const rest = match[2] ?? ''
  return `/${match[1]}/${QUERY_VIEW_SEGMENT}${rest === '/' ? '' : rest}`
}

/** True when `path` is under an internal `segment`, right after its language or with none. */
export function isUnderInternalSegment(path: string, segment: string): boolean {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path)
  const rest = match && isLocale(match[1]) ? (match[2] ?? '/') : path
  return rest === `/${segment}` || rest.startsWith(`/${segment}/`)
}

/** True for a visitor's request straight to the internal segment (with or without a language). */
export function isQueryViewPath(path: string): boolean {
  return isUnderInternalSegment(path, QUERY_VIEW_SEGMENT)
}

/** Where a direct request to the internal segment goes: an unknown page of its language (a 404). */
export function refusedQueryViewPath(path: string): string {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1]
  return `/${localeOr(prefix)}/${QUERY_VIEW_SEGMENT}-not-found`
}
