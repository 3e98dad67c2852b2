import { describe, expect, it } from 'vitest'

import type { SpecialFilter } from '@/domain/search/car-filters'

import { filterCombo, filtersOfCombo, hideClasses, showClasses } from './filter-combos'

describe('filter combinations', () => {
  it('write the filters that are on as bits, and read them back', () => {
    expect(filterCombo([])).toBe('000')
    expect(filterCombo(['4WD/AWD', 'Automatic'])).toBe('101')
    expect(filtersOfCombo('011')).toEqual(['6+ Seats', '4WD/AWD'])
  })

  it('hide an automatic 5-seat 4WD car only under combinations asking for 6+ seats', () => {
    const traits = new Set<SpecialFilter>(['Automatic', '4WD/AWD'])
    const classes = hideClasses((filters) => filters.every((filter) => traits.has(filter))).split(' ')
    expect(classes.sort()).toEqual(
      ['010', '110', '011', '111'].map((combo) => `group-data-[f=${combo}]/fleet:hidden`).sort(),
    )
  })

  it('hide nothing that matches everything; show the no-match line where nothing matches', () => {
    expect(hideClasses(() => true)).toBe('')
    expect(showClasses((filters) => filters.length < 3)).toBe('group-data-[f=111]/fleet:block')
  })
})
