import { describe, expect, it } from 'vitest'

import { isPatternFastEnough } from './patternBudget'

describe('isPatternFastEnough', () => {
  it('passes ordinary redirect patterns', () => {
    expect(isPatternFastEnough('^/blog/(.*)')).toBe(true)
    expect(isPatternFastEnough('^/cars/([a-z0-9-]+)/(\\d+)$')).toBe(true)
  })

  it('refuses patterns that backtrack catastrophically on a long path', () => {
    expect(isPatternFastEnough('^/(a+)+$')).toBe(false)
    expect(isPatternFastEnough('^/blog/(\\w+\\/?)*$')).toBe(false)
    expect(isPatternFastEnough('^/(.*a){12}$')).toBe(false)
  })
})
