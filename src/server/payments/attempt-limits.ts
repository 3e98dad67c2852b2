import 'server-only'

import { createHmac } from 'node:crypto'

import { env, payloadSecret } from '@/env'
import { withFailureLimit } from '@/server/security/failure-limit'
import { rateLimiter, type LimitRule } from '@/server/security/rate-limit'

/**
 * Card testing limits (issue 15, row 4). A refused card (declined, failed, pre-authorisation
 * refused) counts against the booking, the client address and the card: 5 an hour on each, so
 * neither one booking, one address nor one card can be tried on and on. Every new attempt also
 * counts against its booking: 10 a day, declined or not.
 */
const PAYMENT_DECLINES: LimitRule = {
  name: 'payment-declines',
  points: env.CARD_DECLINES_PER_HOUR,
  windowSeconds: 3600,
}
const PAYMENT_ATTEMPTS_PER_BOOKING: LimitRule = {
  name: 'payment-attempts-booking',
  points: 10,
  windowSeconds: 86_400,
}

/**
 * The card's limit key: a keyed hash (HMAC-SHA256 with the Payload secret) of its digits, never the
 * number itself, so the store holds nothing that identifies a card outside this site.
 */
export function cardFingerprint(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '')
  return createHmac('sha256', payloadSecret).update(`card:${digits}`).digest('hex').slice(0, 32)
}

/** The card is unknown to us when the provider's own page takes it: then only the booking and address count. */
export type AttemptLimitKeys = {
  readonly bookingId: number
  readonly clientIp: string
  readonly cardNumber: string | undefined
}

function declineKeys(keys: AttemptLimitKeys): string[] {
  const card = keys.cardNumber === undefined ? [] : [`card:${cardFingerprint(keys.cardNumber)}`]
  return [`booking:${keys.bookingId}`, `ip:${keys.clientIp}`, ...card]
}

export type Limited<T> =
  { readonly isRefused: true; readonly retryAfterSeconds: number } | { readonly isRefused: false; readonly value: T }

/**
 * Runs a payment attempt under the card testing limits: refused unseen (nothing reaches the
 * provider) while the booking, the address or the card has used its declines, or the booking its
 * attempts; a refused card stays counted on all three. `isNewAttempt` tells a fresh charge from an
 * answer given again (same key, open attempt resumed), which uses no attempt of the booking.
 */
export async function withAttemptLimits<T>(params: {
  keys: AttemptLimitKeys
  attempt: () => Promise<T>
  isDeclined: (value: T) => boolean
  isNewAttempt: (value: T) => boolean
}): Promise<Limited<T>> {
  const perBooking = rateLimiter(PAYMENT_ATTEMPTS_PER_BOOKING)
  const bookingKey = `booking:${params.keys.bookingId}`
  const attempts = await perBooking.peek(bookingKey)
  if (!attempts.isAllowed) return { isRefused: true, retryAfterSeconds: attempts.retryAfterSeconds }
  const limited = await withFailureLimit({
    limiter: rateLimiter(PAYMENT_DECLINES),
    keys: declineKeys(params.keys),
    attempt: params.attempt,
    isFailure: params.isDeclined,
  })
  if (!limited.isRefused && params.isNewAttempt(limited.value)) await perBooking.hit(bookingKey)
  return limited
}

/**
 * Whether a new attempt would be refused now, without counting anything: lets a refused visitor be
 * answered before an attempt is even opened. `withAttemptLimits` still guards the charge itself.
 */
export async function attemptLimitsRefusal(keys: AttemptLimitKeys): Promise<number | undefined> {
  const declines = rateLimiter(PAYMENT_DECLINES)
  const states = await Promise.all([
    rateLimiter(PAYMENT_ATTEMPTS_PER_BOOKING).peek(`booking:${keys.bookingId}`),
    ...declineKeys(keys).map((key) => declines.peek(key)),
  ])
  const refused = states.filter((state) => !state.isAllowed)
  return refused.length > 0 ? Math.max(...refused.map((state) => state.retryAfterSeconds)) : undefined
}
