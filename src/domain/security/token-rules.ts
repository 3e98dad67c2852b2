/**
 * Visitor token timing rules of SPEC §4 and §9. Times are epoch milliseconds, lifetimes seconds.
 * Pure: the caller passes the clock.
 */

/** The access cookie lives the token's remaining time, but never less than this. */
const MIN_ACCESS_COOKIE_MAX_AGE_S = 30

/** The access cookie's lifetime when the token's expiry is unknown. */
const DEFAULT_ACCESS_COOKIE_MAX_AGE_S = 600

/** The refresh cookie's lifetime, as the spec gives it. */
export const REFRESH_COOKIE_MAX_AGE_S = 180

/** Access tokens live ten minutes. */
export const ACCESS_TOKEN_LIFETIME_S = 10 * 60

/** Refresh tokens live 30 days when the visitor asked to be remembered, else one day. */
export function refreshTokenLifetimeSeconds(isRemembered: boolean): number {
  return isRemembered ? 30 * 24 * 60 * 60 : 24 * 60 * 60
}

/** Whole seconds left until `expiresAtMs`; negative once expired. */
export function remainingSeconds(expiresAtMs: number, nowMs: number): number {
  return Math.floor((expiresAtMs - nowMs) / 1000)
}

/** SPEC §9: the token's remaining time, at least 30 s; 600 s when the expiry is unknown. */
export function accessCookieMaxAge(expiresAtMs: number | undefined, nowMs: number): number {
  if (expiresAtMs === undefined || !Number.isFinite(expiresAtMs)) return DEFAULT_ACCESS_COOKIE_MAX_AGE_S
  return Math.max(remainingSeconds(expiresAtMs, nowMs), MIN_ACCESS_COOKIE_MAX_AGE_S)
}
