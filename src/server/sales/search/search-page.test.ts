import { describe, expect, it } from 'vitest'

import { searchSegments } from './search-page'

describe('searchSegments', () => {
  it('gives the segments under the search path, and nothing for other paths', () => {
    expect(searchSegments('/search', '/search')).toEqual([])
    expect(searchSegments('/search/toyota/rav4', '/search')).toEqual(['toyota', 'rav4'])
    expect(searchSegments('/search/land%20rover', '/search/')).toEqual(['land rover'])
    expect(searchSegments('/search/100%', '/search')).toEqual(['100%'])
    expect(searchSegments('/searching', '/search')).toBeUndefined()
    expect(searchSegments('/our-cars', '/search')).toBeUndefined()
  })
})
