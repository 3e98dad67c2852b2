import { describe, expect, it } from 'vitest'

import { fingerprintSource, parsePageView, viewDay } from './page-view'

const fingerprint = 'a'.repeat(64)
const hash = '0123456789abcdef'

describe('parsePageView', () => {
  it('takes a SHA-256 hex fingerprint and a page hash', () => {
    expect(parsePageView({ fingerprint, hash })).toEqual({ fingerprint, hash })
  })

  it('refuses anything else', () => {
    expect(parsePageView(null)).toBeNull()
    expect(parsePageView({ fingerprint: 'A'.repeat(64), hash })).toBeNull()
    expect(parsePageView({ fingerprint: 'a'.repeat(63), hash })).toBeNull()
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

describe('fingerprintSource', () => {
  it('joins the device traits in a fixed order', () => {
    expect(
      fingerprintSource({ userAgent: 'UA', language: 'is', timeZone: 'Atlantic/Reykjavik', screen: '390x844' }),
    ).toBe('UA|is|Atlantic/Reykjavik|390x844')
  })
})
