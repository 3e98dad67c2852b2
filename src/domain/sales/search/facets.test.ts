import { describe, expect, it } from 'vitest'

import { excludableFacets } from './facets'
import { parseSaleSearch } from './parse'

describe('facet counting rules', () => {
  const search = parseSaleSearch({
    segments: ['kia'],
    query: [...new URLSearchParams('features=towbar&fuels=Diesel&warranty=true&prices_to=9').entries()],
  }).search

  it('lets a car fail only the facets a car has one value of, and the flags that are on', () => {
    expect(excludableFacets(search)).toEqual(['brands', 'fuels', 'warranty'])
  })
})
