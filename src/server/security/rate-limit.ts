import 'server-only'

import { createHash } from 'node:crypto'

import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '@/env'

import { sharedRedis, storeErrorReason } from './redis-connection'
import { throttledLog } from './throttled-log'

export type LimitRule = {
  /** Unique name, also the key prefix in the store, e.g. 'lookup-ip', 'payment-declines-card'. */
  readonly name: string
  /** Hits allowed inside the window. */
  readonly points: number
  readonly windowSeconds: number
}

type LimitState = {
  readonly isAllowed: boolean
  readonly remaining: number
  /** Seconds until one more hit is allowed (0 when allowed). */
  readonly retryAfterSeconds: number
}

export interface RateLimiter {
  /** Counts one hit (or `points`) on `key`; isAllowed false once the limit is passed. */
  hit(key: string, points?: number): Promise<LimitState>
  /** The state of `key` without counting a hit. */
  peek(key: string): Promise<LimitState>
  reset(key: string): Promise<void>
  /** Takes back `points` hits counted on `key` inside its current window (never below zero). */
  refund(key: string, points?: number): Promise<void>
}

/** Where a limiter counts: this process's memory, or a Redis shared by every app server. */
export type LimitStore = { readonly kind: 'memory' } | { readonly kind: 'redis'; readonly client: Redis }

/** Prefix of every limiter key in Redis: `vegur:limit:<rule name>:<key>`. */
const DEFAULT_KEY_PREFIX = 'vegur:limit'

/** When the store cannot answer, a limited action is refused and may be retried after this long. */
export const STORE_DOWN_RETRY_SECONDS = 30

/** Keys longer than this are hashed, so a made-up voucher cannot make a huge key. */
const MAX_KEY_LENGTH = 160

/**
 * A limiter for `rule` on `store`. Fixed windows: the first hit on a key opens a window of
 * `windowSeconds`; the count starts again once it has passed. When the store fails (Redis down or
 * slow), every answer is "not allowed" (fail closed, ADR 007) and one line is logged.
 */
export function createRateLimiter(
  rule: LimitRule,
  store: LimitStore,
  options: { keyPrefix?: string } = {},
): RateLimiter {
  assertRule(rule)
  const settings = {
    keyPrefix: `${options.keyPrefix ?? DEFAULT_KEY_PREFIX}:${rule.name}`,
    points: rule.points,
    duration: rule.windowSeconds,
  }
  const limiter: RateLimiterAbstract =
    store.kind === 'redis'
      ? new RateLimiterRedis({ ...settings, storeClient: store.client })
      : new RateLimiterMemory(settings)
  const storeDown = (error: unknown): LimitState => {
    const reason = storeErrorReason(error)
    throttledLog(`limit-store:${rule.name}`, `[rate-limit] ${rule.name}: store unavailable (${reason}), refusing`)
    return { isAllowed: false, remaining: 0, retryAfterSeconds: STORE_DOWN_RETRY_SECONDS }
  }

  return {
    async hit(key, points = 1) {
      if (!Number.isInteger(points) || points < 1) throw new Error(`rate limit ${rule.name}: points must be >= 1`)
      try {
        const result = await limiter.consume(storeKey(key), points)
        return stateAfterHit(result, rule)
      } catch (rejection) {
        // rate-limiter-flexible rejects with the counter itself when the limit is passed.
        if (rejection instanceof RateLimiterRes) return stateAfterHit(rejection, rule)
        return storeDown(rejection)
      }
    },
    async peek(key) {
      try {
        return stateOf(await limiter.get(storeKey(key)), rule)
      } catch (error) {
        return storeDown(error)
      }
    },
    async reset(key) {
      try {
        await limiter.delete(storeKey(key))
      } catch (error) {
        storeDown(error)
      }
    },
    async refund(key, points = 1) {
      try {
        const current = await limiter.get(storeKey(key))
        // A lapsed window has nothing to give back; a negative count would grant extra hits later.
        if (!current || current.msBeforeNext <= 0 || current.consumedPoints <= 0) return
        await limiter.reward(storeKey(key), Math.min(points, current.consumedPoints))
      } catch (error) {
        storeDown(error)
      }
    },
  }
}

type Registry = Map<string, { rule: LimitRule; limiter: RateLimiter }>
const holder = globalThis as typeof globalThis & { vegurRateLimiters?: Registry }

/** One limiter per rule name per process; Redis (REDIS_URL) when set, else memory. Built on rate-limiter-flexible. */
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

/** The state after a hit: allowed while the count is within the points. */
function stateAfterHit(result: RateLimiterRes, rule: LimitRule): LimitState {
  const isAllowed = result.consumedPoints <= rule.points
  return {
    isAllowed,
    remaining: Math.max(rule.points - result.consumedPoints, 0),
    retryAfterSeconds: isAllowed ? 0 : secondsLeft(result.msBeforeNext),
  }
}

/** The state before a hit: allowed while one more hit fits. A lapsed window counts as empty. */
function stateOf(result: RateLimiterRes | null, rule: LimitRule): LimitState {
  const consumed = result && result.msBeforeNext > 0 ? result.consumedPoints : 0
  const isAllowed = consumed < rule.points
  return {
    isAllowed,
    remaining: Math.max(rule.points - consumed, 0),
    retryAfterSeconds: isAllowed || !result ? 0 : secondsLeft(result.msBeforeNext),
  }
}

function secondsLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
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
