// The build's static assets (`/_next/static/…`: scripts, styles, fonts) served from their
// precompressed copies (precompress.mjs): brotli or gzip as the browser accepts, else the file.
// They carry the headers Next gives them: the header rules of next.config.ts as the build wrote
// them, then immutable caching (their names change with their content). Anything else, or a file
// the build does not have, goes on to Next (ADR 012).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import sirv from 'sirv'

import { precompress } from './precompress.mjs'

const PREFIX = '/_next/static/'
const YEAR_SECONDS = 31_536_000
const TEXT_TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

/** The build's header rules (routes-manifest.json) without conditions, their patterns compiled. */
function headerRulesOf(distDir) {
  const { headers: rules } = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'))
  return rules
    .filter((rule) => !rule.has && !rule.missing)
    .map((rule) => ({ pattern: new RegExp(rule.regex), headers: rule.headers }))
}

/** The headers of the rules that apply to `pathname`, in order (a later one wins, `Vary` adds up). */
function headersFor(rules, pathname) {
  const headers = new Map()
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const { key, value } of rule.headers) {
      const name = key.toLowerCase()
      headers.set(name, name === 'vary' && headers.has(name) ? `${headers.get(name)}, ${value}` : value)
    }
  }
  return headers
}

/** Precompresses the build's static assets (once per build) and returns a `(request, response, next)` handler. */
export async function staticAssets(distDir) {
  const dir = path.join(distDir, 'static')
  await precompress(dir)
  const rules = headerRulesOf(distDir)
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: false,
    extensions: [],
    maxAge: YEAR_SECONDS,
    immutable: true,
    setHeaders(response, pathname) {
      const vary = response.getHeader('vary')
      for (const [name, value] of headersFor(rules, `${PREFIX}${pathname.slice(1)}`)) {
        response.setHeader(name, name === 'vary' && vary ? `${value}, ${vary}` : value)
      }
      const type = TEXT_TYPES[path.extname(pathname)]
      if (type) response.setHeader('content-type', type)
    },
  })
  return (request, response, next) => {
    const url = request.url ?? ''
    if (!url.startsWith(PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
    request.url = url.slice(PREFIX.length - 1)
    serve(request, response, () => {
      request.url = url
      next()
    })
  }
}
