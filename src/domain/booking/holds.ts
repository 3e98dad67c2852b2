/**
 * Holds (DESIGN "Money invariants"): a car is held, without money or commitment, by a temporary
 * booking until its hold lapses, and by a saved pay-now booking until it is paid or its time to pay
 * is up. One visitor and one client address may hold only a few cars at once, so nobody can empty
 * the fleet by choosing cars.
 */

/** SPEC §4: a temporary booking holds its car this long. Recalculating never extends it. */
export const HOLD_MINUTES = 20

/**
 * A saved pay-now booking (type 3) not paid within this time is released: it stops blocking its
 * car and can no longer be paid. Long enough for a 3-D Secure challenge, short enough that an
 * abandoned payment page does not keep a car for hours.
 */
export const PAY_NOW_MINUTES = 30

/** Live holds one visitor (token session or booking-flow cookie) may have at once, by default. */
export const MAX_HOLDS_PER_VISITOR = 3

/** Live holds one client address may have at once (a household or office shares one address), by default. */
export const MAX_HOLDS_PER_ADDRESS = 6

export type HoldLimits = { readonly perVisitor: number; readonly perAddress: number }

const DEFAULT_HOLD_LIMITS: HoldLimits = { perVisitor: MAX_HOLDS_PER_VISITOR, perAddress: MAX_HOLDS_PER_ADDRESS }

const MINUTE_MS = 60_000

/** What decides whether a booking holds a car: its status and when its hold or time to pay ends. */
export type HoldState = {
  readonly status: string
  /** Epoch milliseconds; undefined when nothing lapses (a paid or pay-at-pickup booking). */
  readonly holdExpiresAt: number | undefined
}

/** Holds a car without payment or commitment, and is still within its time: counts against the limits. */
export function isLiveHold(booking: HoldState, now: number): boolean {
  if (booking.status !== 'held' && booking.status !== 'confirmed') return false
  return booking.holdExpiresAt !== undefined && booking.holdExpiresAt > now
}

/** A booking whose hold or time to pay has run out: it holds nothing and the sweep will expire it. */
export function hasLapsed(booking: HoldState, now: number): boolean {
  if (booking.status !== 'held' && booking.status !== 'confirmed') return false
  if (booking.status === 'held') return booking.holdExpiresAt === undefined || booking.holdExpiresAt <= now
  return booking.holdExpiresAt !== undefined && booking.holdExpiresAt <= now
}

/** Whether a payment may start on a booking: confirmed, and within its time to pay if it has one. */
export function isPayable(booking: HoldState, now: number): boolean {
  return booking.status === 'confirmed' && !hasLapsed(booking, now)
}

/** When a temporary booking made at `now` lapses. */
export function holdExpiry(now: number): number {
  return now + HOLD_MINUTES * MINUTE_MS
}

/** When a booking saved at `now` must be paid by: pay now (type 3) only; pay at pickup never lapses. */
export function paymentDeadline(params: { isPayNow: boolean; now: number }): number | undefined {
  return params.isPayNow ? params.now + PAY_NOW_MINUTES * MINUTE_MS : undefined
}

export type HoldLimit = 'visitor' | 'address'

/**
 * Whether one more hold is refused: the visitor's or the address's live holds (their expiry times)
 * already reach the limit. With the limit reached, how long until the first of them lapses.
 */
export function holdLimitReached(params: {
  visitorHolds: readonly number[]
  addressHolds: readonly number[]
  now: number
  limits?: HoldLimits
}): { readonly limit: HoldLimit; readonly retryAfterSeconds: number } | undefined {
  const { visitorHolds, addressHolds, now, limits = DEFAULT_HOLD_LIMITS } = params
  const limit: HoldLimit | undefined =
    visitorHolds.length >= limits.perVisitor
      ? 'visitor'
      : addressHolds.length >= limits.perAddress
        ? 'address'
        : undefined
  if (!limit) return undefined
  const holds = limit === 'visitor' ? visitorHolds : addressHolds
  const firstLapse = Math.min(...holds)
  return { limit, retryAfterSeconds: Math.max(1, Math.ceil((firstLapse - now) / 1000)) }
}
