import { describe, expect, it } from 'vitest'

import { countFacets, excludableFacets, type FacetRow } from './facets'
import { parseSaleSearch } from './parse'

const row = (brand: string, fuel: string, fails: FacetRow['fails'], features: string[] = []): FacetRow => ({
  values: { brands: [brand], fuels: [fuel], features, ...(fuel === 'Electric' ? { warranty: ['true'] } : {}) },
  fails,
})

describe('facet counts', () => {
  it('counts each option with the other active filters applied', () => {
    // Search: brands=kia & fuels=Electric. Rows carry the active facets they fail.
    const rows = [
      row('kia', 'Electric', [], ['towbar']),
      row('kia', 'Electric', [], ['towbar', 'camera']),
      row('kia', 'Diesel', ['fuels']),
      row('tesla', 'Electric', ['brands']),
      row('tesla', 'Electric', ['brands']),
      row('toyota', 'Diesel', ['brands', 'fuels']),
    ]
    const counts = countFacets(rows)
    expect(Object.fromEntries(counts.brands)).toEqual({ kia: 2, tesla: 2 })
    expect(Object.fromEntries(counts.fuels)).toEqual({ Electric: 2, Diesel: 1 })
    expect(Object.fromEntries(counts.features)).toEqual({ towbar: 2, camera: 1 })
    expect(Object.fromEntries(counts.warranty)).toEqual({ true: 2 })
  })

  it('lets a car fail only the facets a car may have one of, and the flags that are on', () => {
    const search = parseSaleSearch({
      segments: ['kia'],
      query: [...new URLSearchParams('features=towbar&fuels=Diesel&warranty=true&prices_to=9').entries()],
    }).search
    expect(excludableFacets(search)).toEqual(['brands', 'fuels', 'warranty'])
  })
})
