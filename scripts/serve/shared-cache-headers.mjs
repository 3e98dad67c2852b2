// The caching headers of a page any shared cache may keep (a CDN in front, our page cache), issue 33.
// Next marks a page from its full-route cache `s-maxage=<revalidate>, stale-while-revalidate=<a year>`:
// a CDN honouring that would show a publish up to five minutes late and could serve a year-old page.
// Such an answer goes out instead as
//   Cache-Control: public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400
// (at most as long as Next's own s-maxage): kept as long as our page cache keeps it, a publish reaches
// every visitor within seconds without purging the CDN, and the CDN may serve the last page while
// the app servers fail. An address without a language prefix also varies on the visitor's
// language (the proxy picks it from the NEXT_LOCALE cookie, else Accept-Language: ADR 001), so
// it says `Vary: Accept-Language, Cookie`; prefixed addresses are the same for every cookie.
// Answers that are private, not cacheable or set a cookie are left as Next wrote them.
import { sharedMaxAge } from './page-cache.mjs'

/** Seconds a shared cache keeps a page at most: a publish shows through a CDN this late at worst. */
export const SHARED_MAX_AGE_SECONDS = 10
const STALE_WHILE_REVALIDATE_SECONDS = 60
const STALE_IF_ERROR_SECONDS = 86_400

/** The site's languages (src/i18n/locales.ts; a unit test checks they agree). */
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'is', 'it']
const PREFIXED = new RegExp(`^/(?:${LANGUAGES.join('|')})(?:/|$)`)

/** The Cache-Control a shared cache gets for an answer Next marked `cacheControl`, or undefined to keep it. */
export function sharedCacheControl(cacheControl) {
  const seconds = Math.min(sharedMaxAge(cacheControl), SHARED_MAX_AGE_SECONDS)
  if (seconds <= 0) return undefined
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`
}

/** `vary` with the request headers an unprefixed address's answer also depends on. */
export function varyOfPage(pathname, vary) {
  if (PREFIXED.test(pathname)) return vary
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const extra of ['Accept-Language', 'Cookie']) {
    if (!names.some((name) => name.toLowerCase() === extra.toLowerCase())) names.push(extra)
  }
  return names.join(', ')
}

/** Rewrites the caching headers of a shared-cacheable page just before `response` sends its head. */
export function withSharedCacheHeaders(request, response) {
  const { writeHead } = response
  const pathname = new URL(request.url ?? '/', 'http://site').pathname
  response.writeHead = function (statusCode, ...rest) {
    // Headers given to writeHead itself are moved onto the response first, so they can be read.
    const at = rest.findIndex((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
    if (at !== -1) {
      for (const [name, value] of Object.entries(rest[at])) response.setHeader(name, value)
      rest.splice(at, 1)
    }
    const cacheControl = sharedCacheControl(response.getHeader('cache-control'))
    if (statusCode === 200 && cacheControl && !response.hasHeader('set-cookie')) {
      response.setHeader('cache-control', cacheControl)
      response.setHeader('vary', varyOfPage(pathname, response.getHeader('vary')))
    }
    return writeHead.call(this, statusCode, ...rest)
  }
}
