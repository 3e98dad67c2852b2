import { describe, expect, it } from 'vitest'

import { isAcrissCode, normalizeAcrissCode, validateAcrissCode } from './acriss'

describe('ACRISS codes', () => {
  it.each(['EDMR', 'ECMR', 'CDAR', 'IFAR', 'SFAR', 'FFAR', 'PFAR', 'SVMR', 'FVAR', 'IDAE', 'SGAE'])(
    'accepts %s',
    (code) => {
      expect(isAcrissCode(code)).toBe(true)
    },
  )

  it.each([
    ['too short', 'EDM'],
    ['too long', 'EDMRR'],
    ['an unknown category letter', 'ADMR'],
    ['an unknown type letter', 'EAMR'],
    ['an unknown transmission letter', 'EDXR'],
    ['an unknown fuel letter', 'EDMW'],
    ['lowercase', 'edmr'],
  ])('rejects %s', (_, code) => {
    expect(isAcrissCode(code)).toBe(false)
  })

  it('validates what editors type: spaces and case do not matter, nonsense does', () => {
    expect(validateAcrissCode(' edmr ')).toBe(true)
    expect(validateAcrissCode('E1MR')).toMatch(/ACRISS/)
    expect(validateAcrissCode('')).toMatch(/required/)
    expect(validateAcrissCode(undefined)).toMatch(/required/)
    expect(normalizeAcrissCode(' ifar')).toBe('IFAR')
  })
})
