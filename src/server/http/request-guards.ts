import 'server-only'

import { requestHostOf, trustedHopsFrom } from '@/domain/security/request-host'
import { isLocale, type Locale, localeOr } from '@/i18n/locales'

import { siteUrlFrom } from './site-origin'

/**
 * Pure checks the proxy runs before anything else sees a request: addresses that cannot be
 * decoded, cross-site form posts, server-action bodies that do not parse, and which pages are
 * dynamic anyway (so they carry a nonce policy, ADR 006).
 */

/** True when the raw (still encoded) path has a broken percent-encoding or decodes to a control character. */
export function isMalformedPath(rawPath: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return true
  }
  // NUL and the other C0 controls (and DEL) never belong in a path; file handlers choke on them.
  return /[\u0000-\u001f\u007f]/.test(decoded)
}

/** The language of a path's prefix, else the unprefixed default. Works on malformed paths too. */
export function localeOfPath(rawPath: string): Locale {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(rawPath)?.[1]
  return localeOr(prefix)
}

/** Prefixes of answers that are not site pages: the admin, the APIs, Next's own files. */
const NON_PAGE_PREFIX = /^\/(admin|api|v1|v2|currency|_next|_vercel)(\/|$)/

export function isSitePage(path: string): boolean {
  return !NON_PAGE_PREFIX.test(path) && !/\.[^/]*$/.test(path)
}

/** API prefixes answer JSON errors (`{ success: false, error }`). */
export function isApiPath(path: string): boolean {
  return /^\/(api|v1|v2|currency)(\/|$)/.test(path)
}

/** Booking steps, manage pages and payment outcomes read cookies and the query: rendered per request anyway. */
const DYNAMIC_PAGE = /^\/(booking|manage-booking|manage-booking-online|manage-my-booking|confirmation)(\/|$)/

export function isDynamicPage(path: string): boolean {
  const prefix = /^\/([a-z]{2})(\/.*)?$/.exec(path)
  const rest = prefix && isLocale(prefix[1]) ? (prefix[2] ?? '/') : path
  return DYNAMIC_PAGE.test(rest)
}

/**
 * Whether an `Origin` may post to this site: same host as the request (as Next compares it), or
 * the host of SITE_URL (a reverse proxy may rewrite Host). `null` and unparsable origins are foreign.
 */
export function isAllowedOrigin(origin: string, { host, siteUrl }: { host: string | null; siteUrl: string }): boolean {
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return false
  }
  if (!originHost) return false
  return originHost === host || originHost === new URL(siteUrl).host
}

/**
 * Whether a request comes from another site: it names an `Origin` that is neither the host it was
 * sent to nor SITE_URL's. The host is `Host`, or `X-Forwarded-Host` behind trusted proxies only.
 * A request without `Origin` (a same-origin GET, a server-to-server call) is not foreign.
 */
export function isForeignOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin === null) return false
  const host = requestHostOf({
    host: headers.get('host'),
    forwardedHost: headers.get('x-forwarded-host'),
    trustedHops: trustedHopsFrom(process.env.TRUSTED_PROXY_HOPS),
  })
  return !isAllowedOrigin(origin, { host, siteUrl: siteUrlFrom(process.env.SITE_URL) })
}

/**
 * A fetch server action's body, as the React client sends it: `multipart/form-data`, or text that
 * is a JSON array of arguments. A text body holds only inline values: React outlines everything
 * else (Maps, files, bound actions...) into a multipart body, so a `$`-reference to another part
 * cannot be honest. Anything else makes Next's decoder throw (a 500), so it is refused.
 */
export function isParsableActionBody(contentType: string | null, body: string): boolean {
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) return true
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return false
  }
  return Array.isArray(parsed) && hasOnlyInlineValues(parsed)
}

/** `$$` (a literal $), Infinity, -0/-Infinity, NaN, undefined, dates, temporary references, bigints. */
const INLINE_REFERENCE = /^\$(?:[$I\-NuDT]|n-?\d{1,300}$)/

function hasOnlyInlineValues(value: unknown): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || INLINE_REFERENCE.test(value)
  if (Array.isArray(value)) return value.every(hasOnlyInlineValues)
  if (value !== null && typeof value === 'object') return Object.values(value).every(hasOnlyInlineValues)
  return true
}
