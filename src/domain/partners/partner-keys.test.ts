import { describe, expect, it } from 'vitest'

import {
  decideKey,
  DEFAULT_REQUESTS_PER_MINUTE,
  isWellFormedKey,
  keyFromRandomBytes,
  requestsPerMinuteOf,
  scopesOf,
  shownPartOf,
} from './partner-keys'

describe('partner keys', () => {
  it('issues keys of the prefix and 43 base64url characters, and recognises only those', () => {
    const key = keyFromRandomBytes(new Uint8Array(32).fill(255))
    expect(key).toMatch(/^vgk_[A-Za-z0-9_-]{43}$/)
    expect(isWellFormedKey(key)).toBe(true)
    expect(isWellFormedKey(keyFromRandomBytes(new Uint8Array(32)))).toBe(true)
    expect(isWellFormedKey(`${key}x`)).toBe(false)
    expect(isWellFormedKey(key.replace('vgk_', 'abc_'))).toBe(false)
    expect(isWellFormedKey('vgk_' + 'a'.repeat(42) + '=')).toBe(false)
    expect(() => keyFromRandomBytes(new Uint8Array(16))).toThrow()
  })

  it('shows staff only the beginning of a key', () => {
    const key = keyFromRandomBytes(new Uint8Array(32).fill(1))
    expect(shownPartOf(key)).toBe(`${key.slice(0, 10)}…`)
  })

  it('allows a call only to a live key with the scope the call needs', () => {
    expect(decideKey({ isRevoked: false, scopes: ['book'], needed: 'book' })).toEqual({ kind: 'allowed' })
    expect(decideKey({ isRevoked: false, scopes: ['content', 'availability'], needed: 'book' })).toEqual({
      kind: 'missing-scope',
      scope: 'book',
    })
    expect(decideKey({ isRevoked: true, scopes: ['book'], needed: 'book' })).toEqual({ kind: 'revoked' })
    expect(decideKey({ isRevoked: false, scopes: ['book'], needed: undefined })).toEqual({ kind: 'not-accepted' })
  })

  it('keeps the known scopes of a stored key', () => {
    expect(scopesOf(['book', 'admin', 3, 'payments'])).toEqual(['book', 'payments'])
    expect(scopesOf(null)).toEqual([])
  })

  it('takes staff limits in range and the default otherwise', () => {
    expect(requestsPerMinuteOf(5)).toBe(5)
    expect(requestsPerMinuteOf(0)).toBe(DEFAULT_REQUESTS_PER_MINUTE)
    expect(requestsPerMinuteOf(2.5)).toBe(DEFAULT_REQUESTS_PER_MINUTE)
    expect(requestsPerMinuteOf(null)).toBe(DEFAULT_REQUESTS_PER_MINUTE)
    expect(requestsPerMinuteOf(1_000_000)).toBe(DEFAULT_REQUESTS_PER_MINUTE)
  })
})
