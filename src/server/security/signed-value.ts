import 'server-only'

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * Values the server hands out and must get back unchanged (visitor tokens, the booking flow cookie,
 * the manage cookies): `<base64url payload>.<base64url HMAC-SHA256>`. Anyone holding one can read
 * it; nobody without the key can change it. Expiry is the holder's business (a token's `exp`
 * claim, a cookie's Max-Age).
 */

/**
 * A key of its own for one purpose, derived from the app secret (HKDF-SHA256, salt `vegur`, info
 * `purpose`), so what is signed for one purpose never passes for another.
 */
export function purposeKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'vegur', purpose, 32))
}

type Signing = {
  readonly key: Buffer
  /** Signed along with the value (a cookie's name), so the value does not pass in another context. */
  readonly context?: string | undefined
}

export function signValue(params: Signing & { readonly payload: string }): string {
  const body = Buffer.from(params.payload, 'utf8').toString('base64url')
  return `${body}.${mac(params, body)}`
}

/** The payload of a value signed with this key and context; undefined when missing, malformed or forged. */
export function verifySignedValue(params: Signing & { readonly signed: string | undefined }): string | undefined {
  const [body, given, ...rest] = (params.signed ?? '').split('.')
  if (!body || !given || rest.length > 0) return undefined
  if (!isSameText(given, mac(params, body))) return undefined
  return Buffer.from(body, 'base64url').toString('utf8')
}

export function signJson(params: Signing & { readonly value: unknown }): string {
  return signValue({ ...params, payload: JSON.stringify(params.value) })
}

/** The parsed JSON of a genuine value, else undefined. Checking its shape is the caller's job. */
export function readSignedJson(params: Signing & { readonly signed: string | undefined }): unknown {
  const payload = verifySignedValue(params)
  if (payload === undefined) return undefined
  try {
    return JSON.parse(payload) as unknown
  } catch {
    return undefined
  }
}

/** Equal texts, compared in time that does not depend on where they differ. */
export function isSameText(given: string, expected: string): boolean {
  const actual = Buffer.from(given, 'utf8')
  const wanted = Buffer.from(expected, 'utf8')
  return actual.length === wanted.length && timingSafeEqual(actual, wanted)
}

function mac(signing: Signing, body: string): string {
  const signed = signing.context === undefined ? body : `${signing.context}\n${body}`
  return createHmac('sha256', signing.key).update(signed).digest('base64url')
}
