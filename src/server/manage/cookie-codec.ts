import 'server-only'

import { purposeKey, signValue, verifySignedValue } from '@/server/security/signed-value'

function signingKey(secret: string): Buffer {
  return purposeKey(secret, 'manage-booking-cookies/v1')
}

/**
 * `<base64url value>.<HMAC>`: only a successful look-up sets these cookies, so a visitor cannot
 * guess voucher numbers and names through them past the rate limit. The cookie name is signed too,
 * so one cookie's value does not pass for another's.
 */
export function signCookieValue(params: { name: string; value: string; secret: string }): string {
  return signValue({ payload: params.value, key: signingKey(params.secret), context: params.name })
}

/** The value of a signed cookie, or undefined when missing, malformed or not signed by us. */
export function verifyCookieValue(params: {
  name: string
  signed: string | undefined
  secret: string
}): string | undefined {
  return verifySignedValue({ signed: params.signed, key: signingKey(params.secret), context: params.name })
}
