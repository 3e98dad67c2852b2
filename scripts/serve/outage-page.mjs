// When the database cannot answer, a page Next fails to render would be a 500 whose HTML is empty
// until the browser's scripts show the error screen. Our server answers it instead: status 503 with
// Retry-After, and a small page of its own in the visitor's language ("we are having trouble,
// please try again in a minute") that needs no script, no database and no layout. The app notes
// on globalThis when it last met a database outage (src/server/http/database-outage-log.ts); a 500
// for a request that started before that moment is taken for the outage's doing. Other answers
// (pages that rendered, cached pages, the APIs' own JSON errors) pass untouched; a failed page
// request of the router (RSC) keeps Next's body and only becomes a 503.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Where the app notes when it last met a database outage (src/domain/errors/database-outage.ts). */
export const DATABASE_OUTAGE_SEEN_AT = Symbol.for('vegur.database.outageSeenAt')

/** Seconds the visitor (and a crawler) is asked to wait: an outage is retried in half a minute. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#0b2447;background:#fff;text-align:center}' +
  'main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem}h1{font-size:1.75rem}p{font-size:1.1rem;color:#4b5563}' +
  'a{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;border:1px solid #1d4ed8;color:#1d4ed8}'
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')
const POLICY = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`

const escape = (text) => String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The texts of each language, read once from messages/{locale}.json (`outage`, and two of `errors`). */
export function outageTexts(messagesDir) {
  const texts = {}
  for (const file of readdirSync(messagesDir)) {
    const locale = /^([a-z]{2})\.json$/.exec(file)?.[1]
    if (!locale) continue
    const { outage, errors } = JSON.parse(readFileSync(path.join(messagesDir, file), 'utf8'))
    texts[locale] = { title: outage.title, text: outage.text, tryAgain: errors.tryAgain, home: errors.returnHome }
  }
  return texts
}

/** The page for `url` in the language of its first path segment (else the default language). */
export function outagePage({ url, texts, defaultLocale }) {
  const pathname = new URL(url ?? '/', 'http://localhost').pathname
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1]
  const locale = prefix && prefix !== defaultLocale && texts[prefix] ? prefix : defaultLocale
  const words = texts[locale] ?? texts.en
  const home = locale === defaultLocale ? '/' : `/${locale}/`
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escape(words.title)}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escape(words.title)}</h1><p>${escape(words.text)}</p>` +
    `<p><a href="${escape(pathname)}">${escape(words.tryAgain)}</a><a href="${home}">${escape(words.home)}</a></p>` +
    '</main></body></html>'
  )
}

/**
 * `guard(request, response)`, called before Next handles the request: a 500 that Next answers
 * after the app met a database outage during this request becomes a 503 (our page for HTML). The
 * answer is decided when Next first sends anything (writeHead, or a write or end that sends the
 * head implicitly), by the status and content type Next has set by then.
 */
export function outageAnswers({ messagesDir, defaultLocale, now = Date.now }) {
  const texts = outageTexts(messagesDir)
  const outageSeenAt = () => globalThis[DATABASE_OUTAGE_SEEN_AT] ?? -Infinity

  return function guard(request, response) {
    const startedAt = now()
    const { writeHead, write, end } = response
    let mode
    let body
    /** 'pass' (Next's answer as it is), 'relabel' (503, Next's body) or 'replace' (503, our page). */
    const decide = (statusCode, given) => {
      if (mode) return mode
      mode = 'pass'
      if (statusCode !== 500 || response.headersSent || outageSeenAt() < startedAt) return mode
      const contentType = String(given?.['content-type'] ?? response.getHeader('content-type') ?? '')
      if (contentType.startsWith('text/x-component')) mode = 'relabel'
      if (contentType.startsWith('text/html')) mode = 'replace'
      if (mode === 'pass') return mode
      if (mode === 'replace') {
        body = Buffer.from(outagePage({ url: request.url, texts, defaultLocale }))
        for (const name of response.getHeaderNames()) if (name !== 'vary') response.removeHeader(name)
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.setHeader('content-length', String(body.length))
        for (const [name, value] of Object.entries(PAGE_HEADERS)) response.setHeader(name, value)
      }
      response.setHeader('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
      response.setHeader('cache-control', 'no-store')
      response.statusCode = 503
      return mode
    }

    response.writeHead = function (statusCode, ...rest) {
      const given = rest.find((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
      const decided = decide(statusCode, given)
      if (decided === 'replace') return writeHead.call(this, 503)
      return writeHead.call(this, decided === 'relabel' ? 503 : statusCode, ...rest)
    }
    // Next's page goes nowhere: what it writes is dropped, and its end sends ours.
    response.write = function (chunk, ...rest) {
      if (decide(response.statusCode) !== 'replace') return write.call(this, chunk, ...rest)
      const callback = rest.find((value) => typeof value === 'function')
      if (callback) process.nextTick(callback)
      return true
    }
    response.end = function (...args) {
      if (decide(response.statusCode) !== 'replace') return end.call(this, ...args)
      const callback = args.find((value) => typeof value === 'function')
      return end.call(this, request.method === 'HEAD' ? undefined : body, callback)
    }
  }
}

/** The headers of our page: it loads nothing and may be framed only by the site itself. */
const PAGE_HEADERS = {
  'content-security-policy': POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
}
