import 'server-only'

import {
  isDecodableFormAction,
  isDecodableMultipartReply,
  isDecodableTextReply,
  type ReplyPart,
} from '@/domain/security/action-reply'
import { requestHostOf, trustedHopsFrom } from '@/domain/security/request-host'
import { isLocale, type Locale, localeOr } from '@/i18n/locales'

import { siteUrlFrom } from './site-origin'

/**
 * Checks the proxy runs before anything else sees a request: addresses that cannot be decoded,
 * cross-site form posts, server-action bodies the decoder would throw on, and which pages are
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

/** Prefixes of answers that are not site pages: the admin, the APIs, the health checks, Next's own files. */
const NON_PAGE_PREFIX = /^\/(admin|api|v1|v2|currency|healthz|readyz|_next|_vercel)(\/|$)/

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
 * Whether a POST to a page carries a body Next's server-action decoder takes without throwing
 * (src/domain/security/action-reply.ts): a fetch action (a `Next-Action` header) as JSON text or
 * multipart, a form posted without JavaScript (`$ACTION_` fields) as multipart. Other posts are
 * not decoded by Next, except that a multipart body must parse.
 */
export async function isDecodableActionPost(headers: Headers, body: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const contentType = headers.get('content-type') ?? ''
  const isAction = headers.has('next-action')
  if (!/^multipart\/form-data/i.test(contentType)) {
    return !isAction || isDecodableTextReply(new TextDecoder().decode(body))
  }
  const parts = await multipartParts(contentType, body)
  if (!parts) return false
  return isAction ? isDecodableMultipartReply(parts) : isDecodableFormAction(parts)
}

/** The parts of a multipart body by name (files as such), or undefined when it does not parse. */
async function multipartParts(
  contentType: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<Map<string, ReplyPart> | undefined> {
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
    const parts = new Map<string, ReplyPart>()
    for (const [name, value] of form.entries()) parts.set(name, typeof value === 'string' ? value : { isFile: true })
    return parts
  } catch {
    return undefined
  }
}
