import 'server-only'

import type { RateLimiter, Reservation } from './rate-limit'

export type FailureLimited<T> =
  { readonly isRefused: true; readonly retryAfterSeconds: number } | { readonly isRefused: false; readonly value: T }

/**
 * Runs `attempt` under a failure limit counted on every one of `keys` (an address, a voucher…):
 * refused unseen once any key has used its failures. Each attempt first reserves one failure on
 * every key, atomically in the store, so a burst of parallel tries cannot slip past the limit
 * between a check and its count. A failure confirms the reservations; a success, a refusal or an
 * error releases them; a reservation whose answer is lost (a Redis stall, a killed process) lapses
 * on its own within a minute, so it never locks a customer out.
 */
export async function withFailureLimit<T>(params: {
  limiter: RateLimiter
  keys: readonly string[]
  attempt: () => Promise<T>
  isFailure: (value: T) => boolean
}): Promise<FailureLimited<T>> {
  const { limiter } = params
  const keys = [...new Set(params.keys)]
  const reservations = await Promise.all(keys.map((key) => limiter.reserve(key)))
  const held = keys.flatMap((key, index) => {
    const reservation = reservations[index]
    return reservation?.isAllowed ? [{ key, token: reservation.token }] : []
  })
  const settle = (isFailure: boolean) =>
    Promise.all(held.map(({ key, token }) => (isFailure ? limiter.confirm(key, token) : limiter.release(key, token))))
  const refused = reservations.filter(
    (reservation): reservation is Extract<Reservation, { isAllowed: false }> => !reservation.isAllowed,
  )
  if (refused.length > 0) {
    await settle(false)
    return { isRefused: true, retryAfterSeconds: Math.max(...refused.map((state) => state.retryAfterSeconds)) }
  }
  let value: T
  try {
    value = await params.attempt()
  } catch (error) {
    await settle(false)
    throw error
  }
  await settle(params.isFailure(value))
  return { isRefused: false, value }
}
