import { describe, expect, it } from 'vitest'

import { normalizeRegistration, validateRegistration } from './registration'

describe('vehicle registrations', () => {
  it('are stored uppercase without spaces or dashes', () => {
    expect(normalizeRegistration('ab-123')).toBe('AB123')
    expect(normalizeRegistration(' kx a12 ')).toBe('KXA12')
  })

  it('are letters and digits, 2 to 8 of them', () => {
    expect(validateRegistration('KAB27')).toBe(true)
    expect(validateRegistration('ab-123')).toBe(true)
    expect(validateRegistration('A')).toMatch(/letters and digits/)
    expect(validateRegistration('AB#12')).toMatch(/letters and digits/)
    expect(validateRegistration('')).toMatch(/required/)
  })
})
