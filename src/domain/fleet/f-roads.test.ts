import { describe, expect, it } from 'vitest'

import { isFRoadAllowed } from './f-roads'

describe('isFRoadAllowed', () => {
  it.each([
    ['4WD', true],
    ['awd', true],
    [' 4x4 ', true],
    ['FWD', false],
    ['RWD', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s is %s', (drive, expected) => {
    expect(isFRoadAllowed(drive)).toBe(expected)
  })
})
