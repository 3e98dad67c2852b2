import { describe, expect, it } from 'vitest'

import { chosenServices } from './booking-lines'
import { FOUR_DAY_LINES } from './booking-lines.fixture'

describe('chosenServices', () => {
  it('lists the selected services without the fees', () => {
    expect(chosenServices(FOUR_DAY_LINES)).toEqual([
      { code: 8, quantity: 1, isSelected: true },
      { code: 504, quantity: 2, isSelected: true },
    ])
  })

  it('keeps only the groups asked for', () => {
    expect(chosenServices(FOUR_DAY_LINES, ['extra'])).toEqual([{ code: 504, quantity: 2, isSelected: true }])
    expect(chosenServices(FOUR_DAY_LINES, ['additional'])).toEqual([])
  })
})
