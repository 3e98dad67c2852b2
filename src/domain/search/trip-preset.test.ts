import { describe, expect, it } from 'vitest'

import { tripPresetSearch } from './trip-preset'

describe('tripPresetSearch', () => {
  it('starts the search with the preset must-have filters and car type', () => {
    expect(tripPresetSearch({ mustHave: ['f-roads', 'seats-5'], category: 'MidSizeSUVs' })).toEqual({
      filters: { webCategory: 'MidSizeSUVs', special: ['5+ Seats', 'F-roads allowed'] },
      query: 'category=MidSizeSUVs&special=seats-5&special=f-roads',
    })
  })

  it('is every car for a preset without filters', () => {
    expect(tripPresetSearch({ mustHave: null, category: null })).toEqual({
      filters: { webCategory: undefined, special: [] },
      query: '',
    })
  })

  it('leaves out a filter or car type the car list does not know', () => {
    expect(tripPresetSearch({ mustHave: ['hovercraft', '4wd-awd'], category: 'Spaceships' }).query).toBe(
      'special=4wd-awd',
    )
  })
})
