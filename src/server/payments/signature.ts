import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { failWith, type Result } from '@/domain/errors/result'

/** Header of a signed callback: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'vegur-signature'

export function signPayload(params: { secret: string; timestamp: number; body: string }): string {
  return createHmac('sha256', params.secret).update(`${params.timestamp}.${params.body}`).digest('hex')
}

export function signatureHeader(params: { secret: string; body: string; now: Date }): string {
  const timestamp = Math.floor(params.now.getTime() / 1000)
  return `t=${timestamp},v1=${signPayload({ secret: params.secret, timestamp, body: params.body })}`
}

/**
 * Checks a callback signature: the HMAC must match (INVALID_SIGNATURE) and the timestamp must lie
 * within `toleranceSeconds` of `now` either way (STALE_CALLBACK), so an old capture cannot be
 * replayed later. Compared in constant time.
 */
export function verifySignature(params: {
  secret: string
  header: string | null
  body: string
  now: Date
  toleranceSeconds: number
}): Result<{ timestamp: number }> {
  const parts = new Map(
    (params.header ?? '').split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
    }),
  )
  const timestamp = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return failWith('INVALID_SIGNATURE')
  const expected = signPayload({ secret: params.secret, timestamp, body: params.body })
  if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) return failWith('INVALID_SIGNATURE')
  const age = Math.abs(params.now.getTime() / 1000 - timestamp)
  if (age > params.toleranceSeconds) return failWith('STALE_CALLBACK')
  return { isOk: true, value: { timestamp } }
}

/** A short HMAC for values the provider passes through the browser (return links). */
export function signValue(secret: string, value: string): string {
  return createHmac('sha256', secret).update(`return.${value}`).digest('hex').slice(0, 32)
}

export function isSignedValue(secret: string, value: string, signature: string): boolean {
  const expected = signValue(secret, value)
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
}
