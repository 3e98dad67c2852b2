import { describe, expect, it } from 'vitest'

import { CACHE_TAG, cacheTagsOf } from './cache-tags'

describe('cacheTagsOf', () => {
  it('expires the pages a change can show on', () => {
    expect(cacheTagsOf('pages')).toEqual([CACHE_TAG.pages])
    expect(cacheTagsOf('company-information')).toEqual([CACHE_TAG.company])
    expect(cacheTagsOf('price-lists')).toEqual([CACHE_TAG.fleet])
    expect(cacheTagsOf('damage-prices')).toEqual([CACHE_TAG.fleet])
    expect(cacheTagsOf('vehicles-for-sale')).toEqual([CACHE_TAG.carsForSale])
  })

  it('expires nothing for data no cached page shows', () => {
    expect(cacheTagsOf('bookings')).toEqual([])
    expect(cacheTagsOf('users')).toEqual([])
  })
})
