import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import type { Redis } from 'ioredis'

import { env } from '@/env'

import { memoryLimitStore } from './limit-store-memory'
import { redisLimitStore } from './limit-store-redis'
import { sharedRedis, storeErrorReason } from './redis-connection'
import { throttledLog } from './throttled-log'

export type LimitRule = {
  /** Unique name, also the key prefix in the store, e.g. 'lookup-failures', 'payment-declines'. */
  readonly name: string
  /** Hits allowed inside the window. */
  readonly points: number
  readonly windowSeconds: number
}

export type LimitState = {
  readonly isAllowed: boolean
  readonly remaining: number
  /** Seconds until one more hit is allowed (0 when allowed). */
  readonly retryAfterSeconds: number
}

/** An attempt's claim on one hit of a key: refused, or held under a token until confirmed or released. */
export type Reservation =
  | { readonly isAllowed: true; readonly token: string }
  | { readonly isAllowed: false; readonly retryAfterSeconds: number }

/**
 * A limit of `points` hits per key in a fixed window (the first counted hit opens it). A key's
 * count is its hits in the window plus its open reservations. Failure limits (failure-limit.ts)
 * reserve a hit before an attempt, confirm it when the attempt failed and release it otherwise; a
 * reservation that is neither lapses on its own after RESERVATION_SECONDS.
 */
export interface RateLimiter {
  /** Counts `points` hits on `key` now; isAllowed false once the limit is passed. */
  hit(key: string, points?: number): Promise<LimitState>
  /** The state of `key` without counting: allowed while one more hit fits. */
  peek(key: string): Promise<LimitState>
  reset(key: string): Promise<void>
  /** Holds one hit of `key` for an attempt, unless the key is already at its limit. */
  reserve(key: string): Promise<Reservation>
  /** The reservation becomes a counted hit (the attempt failed). */
  confirm(key: string, token: string): Promise<void>
  /** The reservation is given back (the attempt did not fail, or was not made). */
  release(key: string, token: string): Promise<void>
}

/** Where a limiter counts: this process's memory, or a Redis shared by every app server. */
export type LimitStore = { readonly kind: 'memory' } | { readonly kind: 'redis'; readonly client: Redis }

/** What a store knows of a key now. */
export type LimitCount = {
  /** Hits counted in the window. */
  readonly hits: number
  /** Milliseconds until the window ends (0 when nothing is counted). */
  readonly windowMsLeft: number
  readonly reservations: number
  /** Milliseconds until the first open reservation lapses (0 when none is open). */
  readonly firstReservationMsLeft: number
}

/** The counts behind a limiter; keys arrive prefixed with the rule's name (and hashed when long). */
export interface LimitCounts {
  /** Counts `points` hits and answers the count after them. */
  hit(key: string, points: number): Promise<LimitCount>
  /** Adds a reservation under `token` unless hits plus reservations already reach the points; answers the count before. */
  reserve(key: string, token: string): Promise<{ readonly isReserved: boolean; readonly count: LimitCount }>
  confirm(key: string, token: string): Promise<void>
  release(key: string, token: string): Promise<void>
  count(key: string): Promise<LimitCount>
  reset(key: string): Promise<void>
}

/** Prefix of every limiter key in Redis: `vegur:limits:<rule name>:<key>`, one hash per key. */
const DEFAULT_KEY_PREFIX = 'vegur:limits'

/** When the store cannot answer, a limited action is refused and may be retried after this long. */
export const STORE_DOWN_RETRY_SECONDS = 30

/**
 * How long a reservation counts before it lapses on its own. A give-back lost to a Redis stall or
 * a process killed mid-attempt therefore frees the customer within a minute. It is longer than any
 * attempt takes (the database, Redis and the payment provider all answer within seconds), so a
 * reservation does not lapse while its attempt still runs.
 */
export const RESERVATION_SECONDS = 60

/** Keys longer than this are hashed, so a made-up voucher cannot make a huge key. */
const MAX_KEY_LENGTH = 160

/**
 * A limiter for `rule` on `store`. When the store fails (Redis down or slow), every answer is "not
 * allowed" (fail closed, ADR 007) and one line is logged; a confirmation or a give-back that cannot
 * be stored is logged and dropped (the reservation lapses).
 */
export function createRateLimiter(
  rule: LimitRule,
  store: LimitStore,
  options: { keyPrefix?: string; reservationMs?: number; now?: () => number } = {},
): RateLimiter {
  assertRule(rule)
  const settings = {
    points: rule.points,
    windowMs: rule.windowSeconds * 1000,
    reservationMs: options.reservationMs ?? RESERVATION_SECONDS * 1000,
  }
  const counts: LimitCounts =
    store.kind === 'redis'
      ? redisLimitStore(store.client, settings)
      : memoryLimitStore({ ...settings, now: options.now ?? (() => Date.now()) })
  const prefix = `${options.keyPrefix ?? DEFAULT_KEY_PREFIX}:${rule.name}:`
  const keyOf = (key: string) => prefix + storeKey(key)
  const storeDown = (error: unknown): LimitState => {
    const reason = storeErrorReason(error)
    throttledLog(`limit-store:${rule.name}`, `[rate-limit] ${rule.name}: store unavailable (${reason}), refusing`)
    return { isAllowed: false, remaining: 0, retryAfterSeconds: STORE_DOWN_RETRY_SECONDS }
  }
  const lost = (what: string) => (error: unknown) => {
    const reason = storeErrorReason(error)
    throttledLog(`limit-store:${rule.name}:${what}`, `[rate-limit] ${rule.name}: ${what} not stored (${reason})`)
  }

  return {
    async hit(key, points = 1) {
      if (!Number.isInteger(points) || points < 1) throw new Error(`rate limit ${rule.name}: points must be >= 1`)
      try {
        const count = await counts.hit(keyOf(key), points)
        return stateOf(count, rule.points, { isAfterHit: true })
      } catch (error) {
        return storeDown(error)
      }
    },
    async peek(key) {
      try {
        return stateOf(await counts.count(keyOf(key)), rule.points, { isAfterHit: false })
      } catch (error) {
        return storeDown(error)
      }
    },
    async reset(key) {
      try {
        await counts.reset(keyOf(key))
      } catch (error) {
        storeDown(error)
      }
    },
    async reserve(key) {
      const token = randomBytes(9).toString('base64url')
      try {
        const { isReserved, count } = await counts.reserve(keyOf(key), token)
        if (isReserved) return { isAllowed: true, token }
        return {
          isAllowed: false,
          retryAfterSeconds: stateOf(count, rule.points, { isAfterHit: false }).retryAfterSeconds,
        }
      } catch (error) {
        // The store may still carry the reservation out: a command that timed out is still on its
        // way (held by a stalled network, resent after a reconnect). Its give-back, sent now on the
        // same connection, reaches the store after it, so it cannot hold the key once the store is back.
        void counts.release(keyOf(key), token).catch(() => undefined)
        return { isAllowed: false, retryAfterSeconds: storeDown(error).retryAfterSeconds }
      }
    },
    // A lost confirmation counts one failure less; a lost give-back lapses with its reservation.
    confirm: (key, token) => counts.confirm(keyOf(key), token).catch(lost('failure')),
    release: (key, token) => counts.release(keyOf(key), token).catch(lost('give-back')),
  }
}

type Registry = Map<string, { rule: LimitRule; limiter: RateLimiter }>
const holder = globalThis as typeof globalThis & { vegurRateLimiters?: Registry }

/** One limiter per rule name per process; Redis (REDIS_URL) when set, else memory. */
export function rateLimiter(rule: LimitRule): RateLimiter {
  holder.vegurRateLimiters ??= new Map()
  const known = holder.vegurRateLimiters.get(rule.name)
  if (known) {
    if (known.rule.points !== rule.points || known.rule.windowSeconds !== rule.windowSeconds) {
      throw new Error(`rate limit ${rule.name} is defined twice with different settings`)
    }
    return known.limiter
  }
  const store: LimitStore = env.REDIS_URL ? { kind: 'redis', client: sharedRedis(env.REDIS_URL) } : { kind: 'memory' }
  const limiter = createRateLimiter(rule, store)
  holder.vegurRateLimiters.set(rule.name, { rule, limiter })
  return limiter
}

/**
 * The state a count gives. After a hit: allowed while the count is within the points. Before one
 * (peek, reserve): allowed while one more fits. Refused by counted hits, the wait is the window's
 * rest; refused only by reservations (attempts running now), it is until the first of them lapses
 * at the latest.
 */
function stateOf(count: LimitCount, points: number, { isAfterHit }: { isAfterHit: boolean }): LimitState {
  const used = count.hits + count.reservations
  const isAllowed = isAfterHit ? used <= points : used < points
  if (isAllowed) return { isAllowed, remaining: Math.max(points - used, 0), retryAfterSeconds: 0 }
  const isFullOfHits = isAfterHit ? count.hits > points : count.hits >= points
  const waitMs = isFullOfHits || count.reservations === 0 ? count.windowMsLeft : count.firstReservationMsLeft
  return { isAllowed, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}

function storeKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key
  return `sha256:${createHash('sha256').update(key).digest('hex')}`
}

function assertRule(rule: LimitRule): void {
  const valid =
    /^[a-z0-9][a-z0-9-]*$/.test(rule.name) &&
    Number.isInteger(rule.points) &&
    rule.points >= 1 &&
    Number.isInteger(rule.windowSeconds) &&
    rule.windowSeconds >= 1
  if (!valid) throw new Error(`invalid rate limit rule ${JSON.stringify(rule)}`)
}
