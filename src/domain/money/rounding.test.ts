import { describe, it, expect } from 'vitest'
import { divideRounded, toScaled } from './rounding'

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n, 'half-up')).toBe(3n)
    expect(divideRounded(-5n, 2n, 'half-up')).toBe(-3n)
    expect(divideRounded(7n, 3n, 'half-up')).toBe(2n)
    expect(divideRounded(8n, 3n, 'half-up')).toBe(3n)
  })
  it('rounds down to the floor and up to the ceiling', () => {
    expect(divideRounded(7n, 2n, 'down')).toBe(3n)
    expect(divideRounded(-7n, 2n, 'down')).toBe(-4n)
    expect(divideRounded(7n, 2n, 'up')).toBe(4n)
    expect(divideRounded(-7n, 2n, 'up')).toBe(-3n)
  })
  it('returns exact quotients unchanged', () => {
    expect(divideRounded(12n, 4n, 'up')).toBe(3n)
  })
  it('refuses a non-positive denominator', () => {
    expect(() => divideRounded(1n, 0n, 'down')).toThrow(RangeError)
  })
})

describe('toScaled', () => {
  it('turns a decimal rate into an exact integer numerator', () => {
    expect(toScaled(143.111, 1_000_000n)).toBe(143_111_000n)
    expect(toScaled(0.8627, 1_000_000n)).toBe(862_700n)
  })
})
