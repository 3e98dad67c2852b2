import { describe, expect, it } from 'vitest'

import {
  isLiveToolbarToken,
  parseToolbarClaims,
  storedToolbarToken,
  toolbarClaims,
  toolbarStorageValue,
} from './toolbar-token'

const NOW = new Date('2026-11-24T10:00:00Z')
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000)

describe('toolbar token claims', () => {
  it('name the staff member and expire 15 minutes after issue', () => {
    const claims = toolbarClaims(7, NOW)
    expect(claims).toEqual({ sub: '7', exp: NOW.getTime() / 1000 + 900 })
    expect(isLiveToolbarToken(claims, later(899))).toBe(true)
    expect(isLiveToolbarToken(claims, later(900))).toBe(false)
  })

  it('accept only the token shape', () => {
    expect(parseToolbarClaims({ sub: '7', exp: 1 })).toEqual({ sub: '7', exp: 1 })
    expect(parseToolbarClaims({ sub: 7, exp: 1 })).toBeNull()
    expect(parseToolbarClaims({ sub: '7', exp: '1' })).toBeNull()
    expect(parseToolbarClaims({ sub: 'a b', exp: 1 })).toBeNull()
    expect(parseToolbarClaims(null)).toBeNull()
    expect(parseToolbarClaims('7')).toBeNull()
  })
})

describe('the stored toolbar token', () => {
  it('is kept for 15 minutes after it passed the check', () => {
    const stored = toolbarStorageValue('abc.def', NOW)
    expect(storedToolbarToken(stored, later(60))).toBe('abc.def')
    expect(storedToolbarToken(stored, later(900))).toBeNull()
  })

  it('is ignored when missing, malformed or from the future', () => {
    expect(storedToolbarToken(null, NOW)).toBeNull()
    expect(storedToolbarToken('not json', NOW)).toBeNull()
    expect(storedToolbarToken('{"token":""}', NOW)).toBeNull()
    expect(storedToolbarToken(toolbarStorageValue('abc.def', later(10)), NOW)).toBeNull()
  })
})
