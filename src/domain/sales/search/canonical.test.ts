import { describe, expect, it } from 'vitest'

import { isIndexableSearch, searchHref } from './canonical'
import { parseSaleSearch } from './parse'

const searchOf = (segments: string[], text: string) =>
  parseSaleSearch({ segments, query: [...new URLSearchParams(text).entries()] }).search

describe('canonical search address', () => {
  it('gives one address per filter set, whatever the order or form of the URL', () => {
    const one = searchHref('/search', searchOf([], 'fuels=Hybrid,Diesel&brands=toyota&models=rav4&prices_to=5000000'))
    const two = searchHref('/search', searchOf(['toyota', 'rav4'], 'prices_to=5000000&fuels=diesel&fuels=hybrid'))
    expect(one).toBe('/search/toyota/rav4?fuels=Diesel,Hybrid&prices_to=5000000')
    expect(two).toBe(one)
  })

  it('keeps several brands in the query and leaves out the default sort and page 1', () => {
    expect(searchHref('/search', searchOf([], 'brands=kia,toyota&sort=&page=1'))).toBe('/search?brands=kia,toyota')
    expect(searchHref('/search/', searchOf([], ''))).toBe('/search')
    expect(searchHref('/leit', searchOf(['kia'], 'sort=year-desc&page=2'))).toBe('/leit/kia?sort=year-desc&page=2')
  })

  it('indexes the search and its brand and model landing pages only', () => {
    expect(isIndexableSearch(searchOf([], ''))).toBe(true)
    expect(isIndexableSearch(searchOf(['toyota', 'rav4'], ''))).toBe(true)
    expect(isIndexableSearch(searchOf(['toyota'], 'fuels=Diesel'))).toBe(false)
    expect(isIndexableSearch(searchOf([], 'page=2'))).toBe(false)
  })
})
