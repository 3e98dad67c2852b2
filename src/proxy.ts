import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { isLocale } from './i18n/locales'
import { routing } from './i18n/routing'

const handleLocale = createMiddleware(routing)

/**
 * `/de` answers 301 to `/de/` (query kept), as the spec asks; every other trailing slash is
 * dropped with a 308 so each page has one URL. Everything else goes to next-intl.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const bareLocale = /^\/([a-z]{2})$/.exec(pathname)?.[1]
  if (bareLocale && isLocale(bareLocale)) {
    return redirectTo(request, `${pathname}/${search}`, 301)
  }
  const isLocaleRoot = /^\/[a-z]{2}\/$/.test(pathname)
  if (pathname.length > 1 && pathname.endsWith('/') && !isLocaleRoot) {
    return redirectTo(request, `${pathname.replace(/\/+$/, '')}${search}`, 308)
  }
  return handleLocale(request)
}

function redirectTo(request: NextRequest, location: string, status: 301 | 308) {
  return NextResponse.redirect(new URL(location, request.url), status)
}

export const config = {
  // Everything but Payload (admin, REST), the booking API, Next internals and files.
  matcher: ['/((?!admin|api|v1|v2|currency|_next|_vercel|.*\\..*).*)'],
}
