import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { isLocale } from './i18n/locales'
import { routing } from './i18n/routing'
import { refuseBadRequest } from './server/http/refuse-bad-request'
import { hasVaryingQuery, isQueryViewPath, queryViewPath, refusedQueryViewPath } from './server/http/query-view'
import { isDynamicPage, isSitePage } from './server/http/request-guards'
import { isResultsViewPath, keepsSearch, resultsViewPath } from './server/http/results-view'
import { contentSecurityPolicy, isHttpsUrl, paymentPageOrigins } from './server/http/security-headers'
import { siteUrlFrom } from './server/http/site-origin'
import { redirectFor } from './server/redirects/proxy-redirect'

// Every page lists its language versions in its <head> (hreflang links); next-intl's `Link` header
// said the same again on every answer, computed per request (ADR 009: serving cost).
const handleLocale = createMiddleware({ ...routing, alternateLinks: false })

const CSP = 'content-security-policy'
// How a proxy answer tells Next to render another path (what NextResponse.rewrite sets).
const REWRITE = 'x-middleware-rewrite'

/**
 * Refuses bad requests first (malformed addresses, cross-site posts, unreadable server-action
 * bodies). Then, for site pages: `/de` answers 301 to `/de/` (query kept), as the spec asks; every
 * other trailing slash is dropped with a 308 so each page has one URL; everything else goes to
 * next-intl. Pages rendered per request anyway get a nonce policy (ADR 006); the others keep the
 * cacheable policy next.config.ts sets. A content page asked for with a query that changes it goes
 * to its per-request twin (ADR 009); the cached page itself never sees a query. A booking search
 * goes to the results view, kept per question.
 */
export default async function proxy(request: NextRequest) {
  const refusal = await refuseBadRequest(request)
  if (refusal) return refusal
  const { pathname, search } = request.nextUrl
  if (!isSitePage(pathname)) return NextResponse.next()
  // The editors' redirect rules (src/server/redirects), in every language, query kept.
  const editorRedirect = await redirectFor(request)
  if (editorRedirect) return editorRedirect
  const bareLocale = /^\/([a-z]{2})$/.exec(pathname)?.[1]
  if (bareLocale && isLocale(bareLocale)) {
    return redirectTo(request, `${pathname}/${search}`, 301)
  }
  const isLocaleRoot = /^\/[a-z]{2}\/$/.test(pathname)
  if (pathname.length > 1 && pathname.endsWith('/') && !isLocaleRoot) {
    return redirectTo(request, `${pathname.replace(/\/+$/, '')}${search}`, 308)
  }
  if (isQueryViewPath(pathname) || isResultsViewPath(pathname)) {
    return NextResponse.rewrite(new URL(refusedQueryViewPath(pathname), request.url))
  }
  if (isDynamicPage(pathname)) {
    return isRead(request) && keepsSearch(pathname, request.nextUrl.searchParams)
      ? toResultsView(request)
      : withNoncePolicy(request)
  }
  const response = withoutLocaleCookie(handleLocale(request))
  return hasVaryingQuery(request.nextUrl.searchParams) ? toQueryView(request, response) : response
}

/**
 * next-intl stores the language of any page a browser opens; a cached page's answer must be the same
 * for everyone, so only the language switcher stores a choice (in the browser, ADR 009).
 */
function withoutLocaleCookie(response: NextResponse) {
  response.headers.delete('set-cookie')
  return response
}

/** next-intl's answer, rewritten to an internal path set on the URL it resolved (redirects stay as they are). */
function rewriteResolved(request: NextRequest, response: NextResponse, toInternal: (resolved: URL) => void) {
  if (response.headers.has('location')) return response
  const resolved = new URL(response.headers.get(REWRITE) ?? request.url)
  toInternal(resolved)
  response.headers.set(REWRITE, resolved.toString())
  return response
}

/** next-intl's answer, rewritten to the per-request twin of the page it resolved. */
function toQueryView(request: NextRequest, response: NextResponse) {
  return rewriteResolved(request, response, (resolved) => {
    resolved.pathname = queryViewPath(resolved.pathname)
  })
}

function isRead(request: NextRequest) {
  return request.method === 'GET' || request.method === 'HEAD'
}

/**
 * A visitor's search (`GET /booking?…`, see keepsSearch), rewritten to the results view kept per
 * question (ADR 009): the same for everyone, so it keeps the cacheable policy. Posts, other steps
 * and queries too long to keep render per request with the nonce policy.
 */
function toResultsView(request: NextRequest) {
  const query = request.nextUrl.searchParams
  return rewriteResolved(request, withoutLocaleCookie(handleLocale(request)), (resolved) => {
    resolved.pathname = resultsViewPath(resolved.pathname, query) ?? resolved.pathname
    resolved.search = ''
  })
}

/** Next reads the nonce from the request's policy and puts it on its scripts; the browser gets the same policy. */
function withNoncePolicy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = contentSecurityPolicy('noncePage', {
    nonce,
    paymentPages: paymentPageOrigins({
      ADYEN_API_KEY: process.env.ADYEN_API_KEY,
      ADYEN_ENVIRONMENT: process.env.ADYEN_ENVIRONMENT,
      ADYEN_STAND_IN_URL: process.env.ADYEN_STAND_IN_URL,
    }),
    isDev: process.env.NODE_ENV === 'development',
    isHttps: isHttpsUrl(siteUrlFrom(process.env.SITE_URL)),
  })
  const headers = new Headers(request.headers)
  headers.set(CSP, policy)
  const response = handleLocale(new NextRequest(request, { headers }))
  response.headers.set(CSP, policy)
  return response
}

function redirectTo(request: NextRequest, location: string, status: 301 | 308) {
  return NextResponse.redirect(new URL(location, request.url), status)
}

export const config = {
  matcher: [
    // Site pages and the admin (for cross-site posts); not the APIs, the health checks, Next internals or files.
    '/((?!api|v1|v2|currency|healthz|readyz|_next|_vercel|.*\\..*).*)',
    // Any address with a percent sign, wherever it points: checked for malformed encodings.
    '/(.*%.*)',
  ],
}
