// A small shared cache in our server, in front of Next, for the pages Next keeps in its own cache
// (ADR 009, ADR 013). An answer Next marks shared-cacheable (`s-maxage`) is kept in memory for at
// most PAGE_CACHE_SECONDS and sent again as it was to requests that would get the same answer,
// without running the proxy and Next's router again. The app empties it whenever it expires cached
// pages or redirect rules change (PURGE_PAGE_CACHE on globalThis), so a publish shows at once.
// Only reads of site pages whose cookies leave the page the same (consent, analytics, the language
// choice: page-cookies.mjs) are served or kept: a visitor with another cookie, a post, a reload and
// everything under the APIs, the admin, the health checks and Next's files go to Next as before.
import { LRUCache } from 'lru-cache'

import { pageCookieKey } from './page-cookies.mjs'

/** Where the app finds the function that empties the cache (src/cms/hooks/purge-page-cache.ts). */
export const PURGE_PAGE_CACHE = Symbol.for('vegur.pageCache.purge')

/** How long an answer is kept at most: Next's own cache stays the source, this only spares its work. */
const PAGE_CACHE_SECONDS = 10
const MAX_BYTES = 64 * 1024 * 1024
const MAX_ENTRY_BYTES = 2 * 1024 * 1024

/** The request headers an answer may vary on (Next's `Vary` on pages), and the language choice. */
const KEY_HEADERS = [
  'host',
  'accept-encoding',
  'accept-language',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]
/** Headers an answer may also vary on: the key holds what of them matters (the language cookie). */
const KEYED_BY_COOKIE = 'cookie'
/** Not sent again from the cache: set afresh per answer, or about the connection. */
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'age'])
const NOT_SITE_PAGES = /^\/(?:_next|api|admin|v1|v2|currency|healthz|readyz)(?:\/|$)/

/** Whether `url` is a site page (not an API, the admin, a health check or Next's files). */
export function isSitePageUrl(url) {
  return !NOT_SITE_PAGES.test(url ?? '')
}

function isCandidate(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const { headers } = request
  if (headers.authorization || pageCookieKey(headers.cookie) === undefined) return false
  // A reload asks to revalidate: it goes to Next.
  if (/no-cache|max-age=0/.test(`${headers['cache-control'] ?? ''} ${headers.pragma ?? ''}`)) return false
  return isSitePageUrl(request.url)
}

function keyOf(request) {
  const language = pageCookieKey(request.headers.cookie) ?? ''
  return [request.url, language, ...KEY_HEADERS.map((name) => request.headers[name] ?? '')].join('\n')
}

/** Seconds a shared cache may keep `cacheControl`'s answer: its `s-maxage`, 0 when it may not. */
export function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== 'string' || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0
  const match = /\bs-maxage=(\d+)/.exec(cacheControl)
  return match ? Number(match[1]) : 0
}

/** Milliseconds an answer with this status and these headers may be kept: 0 when it may not be. */
function keepingMs(statusCode, headers) {
  const seconds = Math.min(sharedMaxAge(headers['cache-control']), PAGE_CACHE_SECONDS)
  if (statusCode !== 200 || seconds <= 0 || headers['set-cookie']) return 0
  // Next answers a page it was rendering again in the background with STALE: not kept.
  if (!['HIT', 'MISS'].includes(String(headers['x-nextjs-cache'] ?? 'MISS'))) return 0
  const varied = String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return varied.every((name) => KEY_HEADERS.includes(name) || name === KEYED_BY_COOKIE) ? seconds * 1000 : 0
}

/**
 * Copies what Next writes to `response` and hands the answer to keep to `onFinish` once it is sent.
 * Stops copying as soon as the head says the answer cannot be kept (a per-request page).
 */
function recordAnswer(response, onFinish) {
  let chunks = []
  let extraHeaders = {}
  const headersOf = () => ({ ...response.getHeaders(), ...extraHeaders })
  const { writeHead, write, end } = response
  const keep = (chunk, encoding) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk),
    )
  }
  response.writeHead = function (statusCode, ...rest) {
    const headers = rest.find((value) => typeof value === 'object' && value !== null)
    if (headers && !Array.isArray(headers)) {
      extraHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
    }
    if (keepingMs(statusCode, headersOf()) === 0) chunks = undefined
    return writeHead.call(this, statusCode, ...rest)
  }
  response.write = function (chunk, ...rest) {
    keep(chunk, rest[0])
    return write.call(this, chunk, ...rest)
  }
  response.end = function (chunk, ...rest) {
    keep(chunk, rest[0])
    return end.call(this, chunk, ...rest)
  }
  response.once('finish', () => {
    const headers = headersOf()
    const ttl = chunks ? keepingMs(response.statusCode, headers) : 0
    const body = ttl > 0 ? Buffer.concat(chunks) : undefined
    if (!body || body.length > MAX_ENTRY_BYTES) return
    const kept = Object.entries(headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name))
    onFinish({ headers: kept, body, storedAt: Date.now(), ttl })
  })
}

function sendKept(request, response, kept) {
  for (const [name, value] of kept.headers) response.setHeader(name, value)
  response.setHeader('content-length', kept.body.length)
  response.setHeader('age', Math.floor((Date.now() - kept.storedAt) / 1000))
  response.setHeader('x-nextjs-cache', 'HIT')
  response.statusCode = 200
  response.end(request.method === 'HEAD' ? undefined : kept.body)
}

/** The `(request, response, next)` handler, and the function that empties the cache (also on globalThis). */
export function pageCache() {
  const answers = new LRUCache({
    maxSize: MAX_BYTES,
    sizeCalculation: (kept) => kept.body.length + 1024,
  })
  // An answer rendered before a purge must not be kept after it.
  let generation = 0
  const purge = () => {
    generation += 1
    answers.clear()
  }
  globalThis[PURGE_PAGE_CACHE] = purge

  const handle = (request, response, next) => {
    if (!isCandidate(request)) return next()
    const key = keyOf(request)
    const kept = answers.get(key)
    if (kept) return sendKept(request, response, kept)
    if (request.method === 'GET') {
      const startedIn = generation
      recordAnswer(response, (answer) => {
        if (startedIn === generation) answers.set(key, answer, { ttl: answer.ttl })
      })
    }
    return next()
  }
  return { handle, purge }
}
