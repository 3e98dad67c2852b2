import { describe, expect, it } from 'vitest'

import { countedFailMasks, excludableFacets, isCandidateMask } from './facets'
import { parseSaleSearch } from './parse'

describe('facet counting rules', () => {
  const search = parseSaleSearch({
    segments: ['kia'],
    query: [...new URLSearchParams('features=towbar&fuels=Diesel&warranty=true&prices_to=9').entries()],
  }).search

  it('lets a car fail only the facets a car has one value of, and the flags that are on', () => {
    expect(excludableFacets(search)).toEqual(['brands', 'fuels', 'warranty'])
  })

  it('counts an option with the other active filters applied', () => {
    const excludable = excludableFacets(search)
    expect(countedFailMasks('brands', excludable)).toEqual([0, 1])
    expect(countedFailMasks('fuels', excludable)).toEqual([0, 2])
    expect(countedFailMasks('warranty', excludable)).toEqual([0, 4])
    expect(countedFailMasks('colors', excludable)).toEqual([0])
    expect(countedFailMasks('features', excludable)).toEqual([0])
  })

  it('keeps the cars failing at most one facet', () => {
    expect([0, 1, 2, 3, 4, 5, 8].map(isCandidateMask)).toEqual([true, true, true, false, true, false, true])
  })
})
