import 'server-only'

import type { RateLimiter } from './rate-limit'

export type FailureLimited<T> =
  { readonly isRefused: true; readonly retryAfterSeconds: number } | { readonly isRefused: false; readonly value: T }

/**
 * Runs `attempt` under a failure limit counted on every one of `keys` (an address, a voucher…):
 * refused unseen once any key has used its failures. Each attempt first reserves one failure on
 * every key, atomically in the store, so a burst of parallel tries cannot slip past the limit
 * between a check and its count; a success, a refusal or an error gives the reservation back, so
 * only real failures stay counted.
 */
export async function withFailureLimit<T>(params: {
  limiter: RateLimiter
  keys: readonly string[]
  attempt: () => Promise<T>
  isFailure: (value: T) => boolean
}): Promise<FailureLimited<T>> {
  const { limiter } = params
  const keys = [...new Set(params.keys)]
  const giveBack = () => Promise.all(keys.map((key) => limiter.refund(key)))
  const states = await Promise.all(keys.map((key) => limiter.hit(key)))
  const refused = states.filter((state) => !state.isAllowed)
  if (refused.length > 0) {
    await giveBack()
    return { isRefused: true, retryAfterSeconds: Math.max(...refused.map((state) => state.retryAfterSeconds)) }
  }
  let value: T
  try {
    value = await params.attempt()
  } catch (error) {
    await giveBack()
    throw error
  }
  if (!params.isFailure(value)) await giveBack()
  return { isRefused: false, value }
}
