import { describe, expect, it } from 'vitest'

import { FACET_KEYS, type FacetCounts } from '@/domain/sales/search/facets'
import { parseSaleSearch } from '@/domain/sales/search/parse'

import { facetOptions } from './facet-options'

const labels = {
  brands: new Map([
    ['kia', 'Kia'],
    ['toyota', 'Toyota'],
  ]),
  models: new Map([
    ['ceed', { name: 'Ceed', brand: 'kia' }],
    ['yaris', { name: 'Yaris', brand: 'toyota' }],
  ]),
}
const counted: Record<string, Record<string, number>> = {
  brands: { toyota: 1, kia: 1 },
  models: { yaris: 1, ceed: 1 },
  fuels: { Hybrid: 1, Diesel: 1 },
  doors: { '5': 1, '3': 1 },
}
const facets = Object.fromEntries(
  FACET_KEYS.map((key) => [key, new Map(Object.entries(counted[key] ?? {}))]),
) as unknown as FacetCounts
const searchOf = (text: string) =>
  parseSaleSearch({ segments: [], query: [...new URLSearchParams(text).entries()] }).search

describe('facetOptions', () => {
  it('orders closed sets as defined, numbers upwards and names alphabetically', () => {
    const search = searchOf('')
    const options = (key: 'fuels' | 'doors' | 'brands') =>
      facetOptions({ key, search, facets, labels, label: (value) => labels.brands.get(value) ?? value }).map(
        (o) => o.value,
      )
    expect(options('fuels')).toEqual(['Diesel', 'Hybrid'])
    expect(options('doors')).toEqual(['3', '5'])
    expect(options('brands')).toEqual(['kia', 'toyota'])
  })

  it('lists the models of the chosen brands only, and keeps a chosen option no car has', () => {
    const search = searchOf('brands=kia&fuels=Electric')
    const models = facetOptions({ key: 'models', search, facets, labels, label: (value) => value })
    expect(models.map((option) => option.value)).toEqual(['ceed'])
    const fuels = facetOptions({ key: 'fuels', search, facets, labels, label: (value) => value })
    expect(fuels.find((option) => option.value === 'Electric')).toEqual({
      value: 'Electric',
      label: 'Electric',
      count: 0,
      isChosen: true,
    })
  })
})
