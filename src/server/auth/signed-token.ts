import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A compact signed token: `base64url(JSON claims) "." base64url(HMAC-SHA256(first part))`.
 * The claims are readable by anyone holding the token and trusted only after the signature matches.
 */
export function signToken(claims: object, key: Buffer): string {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')
  return `${body}.${signature(body, key)}`
}

/** The parsed claims when the signature matches, else null. Shape checks are the caller's job. */
export function readSignedToken(token: string, key: Buffer): unknown {
  const parts = token.split('.')
  if (parts.length !== 2) return null
  const [body, given] = parts as [string, string]
  const expected = Buffer.from(signature(body, key), 'base64url')
  const actual = Buffer.from(given, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown
  } catch {
    return null
  }
}

function signature(body: string, key: Buffer): string {
  return createHmac('sha256', key).update(body).digest('base64url')
}
