import { describe, it, expect } from 'vitest'
import {
  mergeRepeatedSelections,
  ADDITIONAL_PROTECTION_CODES,
  isMainProtection,
  protectionCode,
  protectionLevel,
  SERVICE_CODES,
} from './services'

describe('service codes', () => {
  it('keeps the spec codes', () => {
    expect(SERVICE_CODES.STANDARD_PROTECTION).toBe(9)
    expect(SERVICE_CODES.PREMIUM_PROTECTION).toBe(12)
    expect(SERVICE_CODES.YOUNG_DRIVER_FEE).toBe(13)
    expect(SERVICE_CODES.OUT_OF_HOURS_FEE).toBe(16)
  })
  it('gives every service its own code', () => {
    const codes = Object.values(SERVICE_CODES)
    expect(new Set(codes).size).toBe(codes.length)
  })
  it('lists the four additional protections', () => {
    expect(ADDITIONAL_PROTECTION_CODES).toEqual([17, 18, 19, 20])
  })
})

describe('protectionLevel', () => {
  it('derives the level from the main protection code, both variants', () => {
    expect(protectionLevel(9)).toBe('standard')
    expect(protectionLevel(11)).toBe('standard')
    expect(protectionLevel(12)).toBe('premium')
    expect(protectionLevel(14)).toBe('premium')
    expect(protectionLevel(8)).toBe('basic')
  })
  it('defaults to basic', () => {
    expect(protectionLevel(undefined)).toBe('basic')
    expect(protectionLevel(17)).toBe('basic')
  })
  it('finds the code of a level and variant', () => {
    expect(protectionCode('premium', 'large')).toBe(14)
    expect(protectionCode('standard', 'standard')).toBe(9)
    expect(isMainProtection(13)).toBe(false)
  })
})

describe('mergeRepeatedSelections', () => {
  it('adds up repeated lines of a service where the last of them stood', () => {
    expect(
      mergeRepeatedSelections([
        { code: 502, quantity: 2 },
        { code: 9, quantity: 1 },
        { code: 502, quantity: 2 },
        { code: 12, quantity: 1 },
        { code: 502, quantity: 2 },
        { code: 9, quantity: 1 },
      ]),
    ).toEqual([
      { code: 12, quantity: 1 },
      { code: 502, quantity: 6 },
      { code: 9, quantity: 2 },
    ])
  })
  it('counts no negative or fractional quantity', () => {
    expect(
      mergeRepeatedSelections([
        { code: 502, quantity: -4 },
        { code: 502, quantity: 1.9 },
      ]),
    ).toEqual([{ code: 502, quantity: 1 }])
  })
})
