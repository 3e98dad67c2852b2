import 'server-only'

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

function signingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'vegur', 'manage-booking-cookies/v1', 32))
}

function mac(secret: string, name: string, body: string): string {
  return createHmac('sha256', signingKey(secret)).update(`${name}\n${body}`).digest('base64url')
}

/**
 * `<base64url value>.<HMAC>`: only a successful look-up sets these cookies, so a visitor cannot
 * guess voucher numbers and names through them past the rate limit. The cookie name is signed too,
 * so one cookie's value does not pass for another's.
 */
export function signCookieValue(params: { name: string; value: string; secret: string }): string {
  const body = Buffer.from(params.value, 'utf8').toString('base64url')
  return `${body}.${mac(params.secret, params.name, body)}`
}

/** The value of a signed cookie, or undefined when missing, malformed or not signed by us. */
export function verifyCookieValue(params: {
  name: string
  signed: string | undefined
  secret: string
}): string | undefined {
  const [body, given, ...rest] = (params.signed ?? '').split('.')
  if (!body || !given || rest.length > 0) return undefined
  const expected = Buffer.from(mac(params.secret, params.name, body))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined
  return Buffer.from(body, 'base64url').toString('utf8')
}
