import { describe, expect, it } from 'vitest'

import { searchColumns } from './columns'
import { parseSaleSearch } from './parse'
import { relaxations } from './relax'

describe('relaxations', () => {
  it('drops one filter at a time, a brand with its models, back to page 1', () => {
    const { search } = parseSaleSearch({
      segments: ['toyota', 'rav4'],
      query: [...new URLSearchParams('prices_to=100&warranty=true&multipleSearch=hybrid&page=2').entries()],
    })
    const found = relaxations(search)
    expect(found.map((relaxation) => relaxation.key)).toEqual([
      'brands',
      'models',
      'prices',
      'warranty',
      'multipleSearch',
    ])
    const brandless = found[0]?.search
    expect(brandless?.lists.models).toEqual([])
    expect(brandless?.ranges.prices).toEqual({ to: 100 })
    expect(brandless?.page).toBe(1)
  })
})

describe('searchColumns', () => {
  it('takes 1 to 4, else 4', () => {
    expect([1, 2, 3, 4, 0, 5, null, '2'].map(searchColumns)).toEqual([1, 2, 3, 4, 4, 4, 4, 4])
  })
})
