// Which cookies leave a cached page the same (ADR 013, issue 33): a cached page is the same bytes for
// everyone, so a visitor whose cookies are only the consent choice, analytics ids and the language
// choice may be served it from the page cache (and from a CDN). Any other cookie (a signed-in editor,
// a booking in progress, Next's draft mode, one we do not know) sends the request to Next as before.

/** The language choice: the proxy reads it on an address without a language prefix (ADR 001). */
export const LANGUAGE_COOKIE = 'NEXT_LOCALE'

/** The consent choice (src/domain/tracking/consent.ts): read in the browser only. */
const CONSENT_COOKIE = 'cookie_consent'

/**
 * Cookies the statistics and session-recording snippets editors may add set for themselves
 * (Google Analytics and Ads, Meta, Microsoft Clarity and Ads, Hotjar, Matomo, TikTok, LinkedIn,
 * HubSpot): never read by the server.
 */
const ANALYTICS_COOKIE =
  /^(?:_ga(?:_.+)?|_gid|_gat(?:_.+)?|_gcl_.+|_fbp|_fbc|_clck|_clsk|_uetsid|_uetvid|_hj.+|_pk_(?:id|ses)\..+|_ttp|_tt_.+|li_.+|_hs.+|__hs.+|hubspotutk)$/

function cookieNames(header) {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=')
      return at === -1 ? [pair, ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()]
    })
}

/**
 * What a request's cookies add to a cached page's key: `''` without cookies, the language cookie's
 * value when it is the only one that matters, `undefined` when some cookie may change the answer
 * (the request is not served from, nor kept in, a shared cache).
 */
export function pageCookieKey(header) {
  if (header === undefined || header === '') return ''
  let language = ''
  for (const [name, value] of cookieNames(Array.isArray(header) ? header.join('; ') : header)) {
    if (name === LANGUAGE_COOKIE) language = value
    else if (name !== CONSENT_COOKIE && !ANALYTICS_COOKIE.test(name)) return undefined
  }
  return language
}
