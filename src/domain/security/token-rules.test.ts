import { describe, expect, it } from 'vitest'

import {
  accessCookieMaxAge,
  refreshTokenLifetimeSeconds,
  remainingSeconds,
  REFRESH_COOKIE_MAX_AGE_S,
} from './token-rules'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const seconds = (count: number) => NOW + count * 1000

describe('token rules', () => {
  it('gives the access cookie the remaining time, at least 30 s', () => {
    expect(accessCookieMaxAge(seconds(600), NOW)).toBe(600)
    expect(accessCookieMaxAge(seconds(45), NOW)).toBe(45)
    expect(accessCookieMaxAge(seconds(10), NOW)).toBe(30)
    expect(accessCookieMaxAge(seconds(-100), NOW)).toBe(30)
  })

  it('gives the access cookie 600 s when the expiry is unknown', () => {
    expect(accessCookieMaxAge(undefined, NOW)).toBe(600)
    expect(accessCookieMaxAge(Number.NaN, NOW)).toBe(600)
  })

  it('keeps the refresh cookie for 180 s', () => {
    expect(REFRESH_COOKIE_MAX_AGE_S).toBe(180)
  })

  it('rounds remaining time down to whole seconds', () => {
    expect(remainingSeconds(seconds(10) + 999, NOW)).toBe(10)
    expect(remainingSeconds(seconds(-1), NOW)).toBe(-1)
  })

  it('lets remembered refresh tokens live 30 days, others one day', () => {
    expect(refreshTokenLifetimeSeconds(true)).toBe(2_592_000)
    expect(refreshTokenLifetimeSeconds(false)).toBe(86_400)
  })
})
