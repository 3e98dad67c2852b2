import { describe, expect, it } from 'vitest'

import { validateClockTime } from '../shared/validators'
import { validateIataCode, validateOfficeCode } from './validate'

describe('office fields', () => {
  it('take a lowercase office code such as brimb1', () => {
    expect(validateOfficeCode('brimb1')).toBe(true)
    expect(validateOfficeCode('Brimb1')).toMatch(/lowercase/)
    expect(validateOfficeCode('')).toMatch(/required/)
  })

  it('take an optional three-letter IATA code', () => {
    expect(validateIataCode('KEF')).toBe(true)
    expect(validateIataCode(undefined)).toBe(true)
    expect(validateIataCode('kef')).toMatch(/three capital letters/)
  })

  it('take optional 24-hour times', () => {
    expect(validateClockTime('05:00')).toBe(true)
    expect(validateClockTime('23:59')).toBe(true)
    expect(validateClockTime('')).toBe(true)
    expect(validateClockTime('24:00')).toMatch(/24-hour/)
    expect(validateClockTime('5:00')).toMatch(/24-hour/)
  })
})
