import { describe, expect, it } from 'vitest'

import { maskPan } from './card-mask'

describe('maskPan', () => {
  it('keeps the first six and last four digits only', () => {
    expect(maskPan('4242 4242 4242 4242')).toBe('424242******4242')
    expect(maskPan('378282246310005')).toBe('378282*****0005')
  })

  it('hides malformed numbers completely', () => {
    expect(maskPan('4242')).toBe('****')
    expect(maskPan('4242-4242-4242-4242')).toBe('****')
  })
})
