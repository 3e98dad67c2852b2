import 'server-only'

import { LOOKUP_MAX_FAILURES, LOOKUP_WINDOW_SECONDS, lookupLimitKeys } from '@/domain/booking/manage-lookup'

import { withFailureLimit, type FailureLimited } from './failure-limit'
import { rateLimiter, type LimitRule, type RateLimiter } from './rate-limit'

/** Failed look-ups of a booking by voucher or booking number, shared by every look-up route and the manage form. */
export const LOOKUP_FAILURE_RULE: LimitRule = {
  name: 'lookup-failures',
  points: LOOKUP_MAX_FAILURES,
  windowSeconds: LOOKUP_WINDOW_SECONDS,
}

/** The look-up limiter of this process (Redis when REDIS_URL is set). */
function lookupLimiter(): RateLimiter {
  return rateLimiter(LOOKUP_FAILURE_RULE)
}

/**
 * Runs a look-up of a booking under the shared limit: 5 failures per 15 minutes per client address
 * and per reference tried (voucher or booking number); the sixth try is refused before looking,
 * even with the right details. `isFailure` says which answers count (a wrong detail of any kind).
 */
export function withLookupLimit<T>(params: {
  ip: string
  references: readonly string[]
  attempt: () => Promise<T>
  isFailure: (value: T) => boolean
  limiter?: RateLimiter
}): Promise<FailureLimited<T>> {
  return withFailureLimit({
    limiter: params.limiter ?? lookupLimiter(),
    keys: lookupLimitKeys({ ip: params.ip, references: params.references }),
    attempt: params.attempt,
    isFailure: params.isFailure,
  })
}

/** A look-up answer that counts as a failure: the booking or order was not found for the details given. */
export function isLookupMiss(result: { readonly isOk: boolean; readonly error?: { readonly code: string } }): boolean {
  return !result.isOk && (result.error?.code === 'BOOKING_NOT_FOUND' || result.error?.code === 'ORDER_NOT_FOUND')
}
