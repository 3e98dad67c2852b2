import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { isLocale } from './i18n/locales'
import { routing } from './i18n/routing'
import { refuseBadRequest } from './server/http/refuse-bad-request'
import { isDynamicPage, isSitePage } from './server/http/request-guards'
import { contentSecurityPolicy, isHttpsUrl } from './server/http/security-headers'
import { siteUrlFrom } from './server/http/site-origin'

const handleLocale = createMiddleware(routing)

const CSP = 'content-security-policy'

/**
 * Refuses bad requests first (malformed addresses, cross-site posts, unreadable server-action
 * bodies). Then, for site pages: `/de` answers 301 to `/de/` (query kept), as the spec asks; every
 * other trailing slash is dropped with a 308 so each page has one URL; everything else goes to
 * next-intl. Pages rendered per request anyway get a nonce policy (ADR 006); the others keep the
 * cacheable policy next.config.ts sets.
 */
export default async function proxy(request: NextRequest) {
  const refusal = await refuseBadRequest(request)
  if (refusal) return refusal
  const { pathname, search } = request.nextUrl
  if (!isSitePage(pathname)) return NextResponse.next()
  const bareLocale = /^\/([a-z]{2})$/.exec(pathname)?.[1]
  if (bareLocale && isLocale(bareLocale)) {
    return redirectTo(request, `${pathname}/${search}`, 301)
  }
  const isLocaleRoot = /^\/[a-z]{2}\/$/.test(pathname)
  if (pathname.length > 1 && pathname.endsWith('/') && !isLocaleRoot) {
    return redirectTo(request, `${pathname.replace(/\/+$/, '')}${search}`, 308)
  }
  if (!isDynamicPage(pathname)) return handleLocale(request)
  return withNoncePolicy(request)
}

/** Next reads the nonce from the request's policy and puts it on its scripts; the browser gets the same policy. */
function withNoncePolicy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = contentSecurityPolicy('noncePage', {
    nonce,
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
    // Site pages and the admin (for cross-site posts); not the APIs, Next internals or files.
    '/((?!api|v1|v2|currency|_next|_vercel|.*\\..*).*)',
    // Any address with a percent sign, wherever it points: checked for malformed encodings.
    '/(.*%.*)',
  ],
}
