import { describe, expect, it } from 'vitest'

import { checkDriverAge, isOldEnough, minimumAge, NO_AGE_RULES, type AgeRules } from './minimum-age'

const RULES: AgeRules = { byWebCategory: { MidSizeSUVs: 21, LargeSUVs: 25 }, otherwise: 19 }

describe('minimum age', () => {
  it('follows the web category, else the age for every other car', () => {
    expect(minimumAge({ webCategory: 'LargeSUVs' }, RULES)).toBe(25)
    expect(minimumAge({ webCategory: 'MidSizeSUVs' }, RULES)).toBe(21)
    expect(minimumAge({ webCategory: 'Economy' }, RULES)).toBe(19)
  })

  it("takes the car category's own age first, even when it is lower", () => {
    expect(minimumAge({ webCategory: 'Economy', minimumAge: 23 }, RULES)).toBe(23)
    expect(minimumAge({ webCategory: 'LargeSUVs', minimumAge: 21 }, RULES)).toBe(21)
    expect(minimumAge({ webCategory: 'LargeSUVs', minimumAge: null }, RULES)).toBe(25)
  })

  it('lets a driver of exactly the minimum age rent, one year younger not', () => {
    expect(isOldEnough(25, { webCategory: 'LargeSUVs' }, RULES)).toBe(true)
    expect(isOldEnough(24, { webCategory: 'LargeSUVs' }, RULES)).toBe(false)
    expect(isOldEnough(19, { webCategory: 'Compact' }, NO_AGE_RULES)).toBe(true)
  })

  it('refuses a 19-year-old on a large 4x4 with DRIVER_TOO_YOUNG naming the age', () => {
    const result = checkDriverAge(19, { webCategory: 'LargeSUVs' }, RULES)
    expect(result.isOk).toBe(false)
    if (!result.isOk) {
      expect(result.error.code).toBe('DRIVER_TOO_YOUNG')
      expect(result.error.params).toEqual({ minimumAge: 25 })
      expect(result.error.message).toContain('at least 25 years old')
    }
    expect(checkDriverAge(30, { webCategory: 'LargeSUVs' }, RULES).isOk).toBe(true)
  })
})
