import { describe, expect, it } from 'vitest'

import { validateNonNegativeInteger } from './validators'

describe('whole amounts and counts', () => {
  it('are integers of 0 or more', () => {
    expect(validateNonNegativeInteger(0)).toBe(true)
    expect(validateNonNegativeInteger(4500)).toBe(true)
    expect(validateNonNegativeInteger(45.5)).toMatch(/whole number/)
    expect(validateNonNegativeInteger(-1)).toMatch(/whole number/)
  })

  it('may be left empty unless required', () => {
    expect(validateNonNegativeInteger(undefined)).toBe(true)
    expect(validateNonNegativeInteger(null, { required: false })).toBe(true)
    expect(validateNonNegativeInteger(null, { required: true })).toMatch(/required/)
  })
})
