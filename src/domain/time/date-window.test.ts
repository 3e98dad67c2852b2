import { describe, expect, it } from 'vitest'

import { isInDateWindow } from './date-window'

describe('isInDateWindow', () => {
  const now = new Date('2026-12-01T23:30:00Z')

  it('includes both end days, in office time', () => {
    expect(isInDateWindow({ now, from: '2026-12-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' })).toBe(true)
    expect(isInDateWindow({ now, from: '2026-12-02T00:00:00.000Z' })).toBe(false)
    expect(isInDateWindow({ now, to: '2026-11-30T12:00:00.000Z' })).toBe(false)
  })

  it('is open at a missing end', () => {
    expect(isInDateWindow({ now })).toBe(true)
    expect(isInDateWindow({ now, from: '2020-01-01T00:00:00.000Z', to: null })).toBe(true)
  })
})
