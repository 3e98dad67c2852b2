import 'server-only'

import { accessCookieMaxAge, REFRESH_COOKIE_MAX_AGE_S } from '@/domain/security/token-rules'
import { env } from '@/env'

import { expiresAtMs, type IssuedToken } from './visitor-tokens'

export const ACCESS_COOKIE = 'vegur_access'
export const REFRESH_COOKIE = 'vegur_refresh'

/** The refresh cookie goes only to the auth endpoints. */
const REFRESH_COOKIE_PATH = '/v2/auth'

/** Set-Cookie values for a fresh token pair: httpOnly, SameSite=Lax, Secure on an https site in production. */
export function tokenCookies(pair: { access: IssuedToken; refresh: IssuedToken }, now: number): string[] {
  return [
    serializeCookie({
      name: ACCESS_COOKIE,
      value: pair.access.token,
      maxAge: accessCookieMaxAge(expiresAtMs(pair.access.claims), now),
      path: '/',
    }),
    serializeCookie({
      name: REFRESH_COOKIE,
      value: pair.refresh.token,
      maxAge: REFRESH_COOKIE_MAX_AGE_S,
      path: REFRESH_COOKIE_PATH,
    }),
  ]
}

/** The value of cookie `name` in the request, if sent. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    return value === '' ? undefined : value
  }
  return undefined
}

function serializeCookie(cookie: { name: string; value: string; maxAge: number; path: string }): string {
  const attributes = [
    `${cookie.name}=${cookie.value}`,
    `Max-Age=${cookie.maxAge}`,
    `Path=${cookie.path}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (isSecureSite()) attributes.push('Secure')
  return attributes.join('; ')
}

function isSecureSite(): boolean {
  return env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:')
}
