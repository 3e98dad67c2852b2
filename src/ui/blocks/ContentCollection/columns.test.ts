import { describe, expect, it } from 'vitest'

import { clampColumns } from './columns'

describe('clampColumns', () => {
  it.each([1, 2, 3, 4] as const)('keeps %i columns', (columns) => {
    expect(clampColumns(columns)).toBe(columns)
  })

  it.each([0, -1, 5, 12, 2.5, Number.NaN, null, undefined])('uses 4 columns for %s', (value) => {
    expect(clampColumns(value)).toBe(4)
  })
})
