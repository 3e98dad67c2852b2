import { describe, expect, it } from 'vitest'

import { requestHostOf, trustedHopsFrom } from './request-host'

describe('requestHostOf', () => {
  it('takes Host and ignores X-Forwarded-Host when no proxy is trusted', () => {
    expect(requestHostOf({ host: 'vegur.is', forwardedHost: 'evil.example', trustedHops: 0 })).toBe('vegur.is')
  })

  it('takes the entry the outermost trusted proxy wrote', () => {
    expect(requestHostOf({ host: 'app:3000', forwardedHost: 'vegur.is', trustedHops: 1 })).toBe('vegur.is')
    expect(requestHostOf({ host: 'app:3000', forwardedHost: 'evil.example, vegur.is', trustedHops: 1 })).toBe(
      'vegur.is',
    )
    expect(
      requestHostOf({ host: 'app:3000', forwardedHost: 'evil.example, vegur.is, lb.internal', trustedHops: 2 }),
    ).toBe('vegur.is')
  })

  it('falls back to Host without the header', () => {
    expect(requestHostOf({ host: 'vegur.is', forwardedHost: null, trustedHops: 2 })).toBe('vegur.is')
    expect(requestHostOf({ host: 'vegur.is', forwardedHost: ' , ', trustedHops: 1 })).toBe('vegur.is')
  })
})

describe('trustedHopsFrom', () => {
  it('reads 0 to 10, and anything else as 0', () => {
    expect(trustedHopsFrom('2')).toBe(2)
    expect(trustedHopsFrom(undefined)).toBe(0)
    expect(trustedHopsFrom('')).toBe(0)
    expect(trustedHopsFrom('11')).toBe(0)
    expect(trustedHopsFrom('1.5')).toBe(0)
    expect(trustedHopsFrom('x')).toBe(0)
  })
})
