import { describe, expect, it } from 'vitest'

import { isIdentityCurrent, parsePageView, viewDay } from './page-view'

const fingerprint = `${'a'.repeat(40)}.${'b'.repeat(43)}`
const hash = '0123456789abcdef'

describe('parsePageView', () => {
  it('takes a signed visitor identity and a page hash', () => {
    expect(parsePageView({ fingerprint, hash })).toEqual({ fingerprint, hash })
  })

  it('refuses anything else, a made-up SHA-256 fingerprint included', () => {
    expect(parsePageView(null)).toBeNull()
    expect(parsePageView({ fingerprint: 'a'.repeat(64), hash })).toBeNull()
    expect(parsePageView({ fingerprint: `${'a'.repeat(40)}.short`, hash })).toBeNull()
    expect(parsePageView({ fingerprint, hash: 'model-1' })).toBeNull()
    expect(parsePageView({ fingerprint })).toBeNull()
  })
})

describe('viewDay', () => {
  it('is the UTC date', () => {
    expect(viewDay(new Date('2026-11-24T23:59:59Z'))).toBe('2026-11-24')
    expect(viewDay(new Date('2026-11-25T00:00:00Z'))).toBe('2026-11-25')
  })
})

describe('isIdentityCurrent', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  it('counts an identity for 30 days from its issue', () => {
    expect(isIdentityCurrent('2026-11-24', now)).toBe(true)
    expect(isIdentityCurrent('2026-10-26', now)).toBe(true)
    expect(isIdentityCurrent('2026-10-25', now)).toBe(false)
    expect(isIdentityCurrent('2026-11-25', now)).toBe(false)
    expect(isIdentityCurrent('garbage', now)).toBe(false)
  })
})
