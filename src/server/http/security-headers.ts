import { createHash } from 'node:crypto'

import { CONSENT_MARK_SCRIPT } from '../../domain/tracking/consent'
import { CHALLENGE_PAGE_STYLE } from '../payments/gateway/challenge-style'

/**
 * The security headers of every answer and the Content-Security-Policy of each kind of answer
 * (ADR 006). Pure and free of path aliases: next.config.ts imports it at build time.
 */

export type Header = { key: string; value: string }

/**
 * What a policy is for: a cached site page, a dynamic site page with a nonce, the admin, an API
 * answer, a media file, the test gateway's 3-D Secure page.
 */
export type PolicyKind = 'page' | 'noncePage' | 'admin' | 'api' | 'media' | 'challenge' | 'linkPage'

type Directives = Record<string, readonly string[]>

/**
 * Payload's admin loads its code editor (Monaco, for JSON and code fields) from this CDN; nothing
 * else of the admin leaves the site.
 */
const ADMIN_CODE_EDITOR_CDN = 'https://cdn.jsdelivr.net'

/** Video embeds the CMS video block may show (src/ui/primitives/video-embed.ts). */
const VIDEO_EMBEDS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/**
 * The statistics snippets editors paste into Company information load from hosts we cannot know
 * at build time, so pages allow any https host for scripts, requests, images and frames (ADR 006).
 */
const ANALYTICS_ALLOWANCE = ['https:']

/**
 * Where the payment form may send the browser: the payment step posts to our own server, which
 * answers with a redirect to the provider's hosted payment page, and browsers hold that redirect
 * to form-action. Adyen's hosted page is on checkoutshopper-test.adyen.com on its test platform and
 * on a checkoutshopper-live host (by region) of adyen.com on the live one; a local stand-in's own
 * origin (ADYEN_STAND_IN_URL, tests only) when one answers for the test platform. None for the
 * built-in gateway.
 */
export function paymentPageOrigins(settings: {
  ADYEN_API_KEY?: string | undefined
  ADYEN_ENVIRONMENT?: string | undefined
  ADYEN_STAND_IN_URL?: string | undefined
}): string[] {
  if (!settings.ADYEN_API_KEY) return []
  if (settings.ADYEN_ENVIRONMENT === 'live') return ['https://*.adyen.com']
  const standIn = settings.ADYEN_STAND_IN_URL ? originOf(settings.ADYEN_STAND_IN_URL) : undefined
  return standIn ? [standIn] : ['https://checkoutshopper-test.adyen.com']
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

type PolicyOptions = { isDev: boolean; nonce?: string; paymentPages?: readonly string[] | undefined }

/** Shared by site pages and the admin: same-origin everything, no plugins, no foreign framing. */
function documentBase(isDev: boolean, paymentPages: readonly string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'", ...paymentPages],
    'frame-ancestors': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ANALYTICS_ALLOWANCE],
    'font-src': ["'self'", 'data:'],
    // React style attributes, next/image and the admin's inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", ...paymentPages, ...ANALYTICS_ALLOWANCE, ...(isDev ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...VIDEO_EMBEDS, ...ANALYTICS_ALLOWANCE],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  }
}

/** A CSP source that allows exactly this inline script or style text. */
const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

// Hashed once: the policy is built for every nonce page answered.
const CONSENT_MARK_SOURCE = sha256Source(CONSENT_MARK_SCRIPT)
const CHALLENGE_STYLE_SOURCE = sha256Source(CHALLENGE_PAGE_STYLE)

const devEval = (isDev: boolean) => (isDev ? ["'unsafe-eval'"] : [])

function directivesFor(kind: PolicyKind, { isDev, nonce, paymentPages }: PolicyOptions): Directives {
  switch (kind) {
    case 'page':
      // Next writes each page's data as inline scripts whose content differs per page and per
      // revalidation, so a cached page cannot carry their hashes or a nonce: 'unsafe-inline'.
      return {
        ...documentBase(isDev, paymentPages),
        'script-src': ["'self'", "'unsafe-inline'", ...ANALYTICS_ALLOWANCE, ...devEval(isDev)],
      }
    case 'noncePage':
      if (!nonce) throw new Error('A nonce page policy needs a nonce')
      // CSP3 browsers trust only the nonce and what it loads; 'unsafe-inline' and https: are the
      // fallbacks older browsers use (both are ignored when a nonce and 'strict-dynamic' are present).
      return {
        ...documentBase(isDev, paymentPages),
        'script-src': [
          `'nonce-${nonce}'`,
          // The cookie notice's head script (the same text on every page): a hash, as the cached
          // pages that carry it too have no nonce.
          CONSENT_MARK_SOURCE,
          "'strict-dynamic'",
          "'self'",
          "'unsafe-inline'",
          'https:',
          ...devEval(isDev),
        ],
      }
    case 'admin':
      return {
        ...documentBase(isDev),
        'script-src': ["'self'", "'unsafe-inline'", ADMIN_CODE_EDITOR_CDN, ...devEval(isDev)],
        'style-src': ["'self'", "'unsafe-inline'", ADMIN_CODE_EDITOR_CDN],
        'font-src': ["'self'", 'data:', ADMIN_CODE_EDITOR_CDN],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", ADMIN_CODE_EDITOR_CDN, ...(isDev ? ['ws:'] : [])],
        'frame-src': ["'self'"],
      }
    case 'api':
      // JSON, PDF and calendar answers are never documents that run anything.
      return {
        'default-src': ["'none'"],
        'frame-ancestors': ["'self'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
      }
    case 'media':
      // An uploaded SVG or HTML-looking file opened directly runs nothing; PDFs still open inline.
      return {
        'default-src': ["'none'"],
        'img-src': ["'self'", 'data:'],
        'media-src': ["'self'"],
        'style-src': ["'unsafe-inline'"],
        'object-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
      }
    case 'linkPage':
      // The landing page of a mail's link: plain text and one button that posts back to this site.
      return {
        'default-src': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        'base-uri': ["'none'"],
      }
    case 'challenge':
      // Its one style block by hash, no script at all; the form posts only back to this site.
      return {
        'default-src': ["'none'"],
        'style-src': [CHALLENGE_STYLE_SOURCE],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        'base-uri': ["'none'"],
      }
  }
}

export function contentSecurityPolicy(
  kind: PolicyKind,
  options: { isDev?: boolean; nonce?: string; isHttps?: boolean; paymentPages?: readonly string[] } = {},
): string {
  const { isDev = false, nonce, isHttps = false, paymentPages } = options
  const parts = Object.entries(directivesFor(kind, { isDev, paymentPages, ...(nonce ? { nonce } : {}) })).map(
    ([name, sources]) => `${name} ${sources.join(' ')}`,
  )
  if (isHttps && (kind === 'page' || kind === 'noncePage' || kind === 'admin')) parts.push('upgrade-insecure-requests')
  return parts.join('; ')
}

/** Turned off: features the site never uses. Payment stays with the site itself for a future wallet. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
].join(', ')

/** Headers every answer carries, whatever its kind. HSTS only when the public origin is https. */
export function baseSecurityHeaders(siteUrl: string): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ]
  if (isHttpsUrl(siteUrl)) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000' })
  return headers
}

export function isHttpsUrl(url: string): boolean {
  return url.startsWith('https://')
}

/** The `headers()` rules of next.config.ts: later rules override the CSP of earlier ones. */
export function headerRules(options: {
  siteUrl: string
  isDev: boolean
  paymentPages?: readonly string[]
}): { source: string; headers: Header[] }[] {
  const csp = (kind: PolicyKind) => ({
    key: 'Content-Security-Policy',
    value: contentSecurityPolicy(kind, {
      isDev: options.isDev,
      isHttps: isHttpsUrl(options.siteUrl),
      ...(options.paymentPages && { paymentPages: options.paymentPages }),
    }),
  })
  return [
    { source: '/:path*', headers: [...baseSecurityHeaders(options.siteUrl), csp('page')] },
    { source: '/admin', headers: [csp('admin')] },
    { source: '/admin/:path*', headers: [csp('admin')] },
    { source: '/(api|v1|v2|currency)/:path*', headers: [csp('api')] },
    { source: '/api/media/file/:path*', headers: [csp('media')] },
    { source: '/api/payments/gateway/challenge/:id', headers: [csp('challenge')] },
    { source: '/v1/car/watch/confirm', headers: [csp('linkPage')] },
  ]
}
