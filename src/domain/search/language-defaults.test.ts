import { describe, expect, it } from 'vitest'

import { searchDefaultsFor } from './language-defaults'
import { parseSearchFilters } from './search-query'

describe('searchDefaultsFor', () => {
  it('searches in ISK from Iceland in Icelandic and in euros from Germany in German', () => {
    expect(searchDefaultsFor('is')).toEqual({ country: 'IS', currency: 'ISK' })
    expect(searchDefaultsFor('de')).toEqual({ country: 'DE', currency: 'EUR' })
  })

  it('falls back to the spec defaults for an unknown language', () => {
    expect(searchDefaultsFor('xx')).toEqual({ country: 'IS', currency: 'EUR' })
  })
})

describe('parseSearchFilters with language defaults', () => {
  it('uses them only where the URL has no value', () => {
    const defaults = searchDefaultsFor('is')
    expect(parseSearchFilters({}, defaults)).toMatchObject({ country: 'IS', currency: 'ISK' })
    expect(parseSearchFilters({ currency: 'usd', country: 'fr' }, defaults)).toMatchObject({
      country: 'FR',
      currency: 'USD',
    })
  })

  it('keeps the spec defaults without them', () => {
    expect(parseSearchFilters({})).toMatchObject({ country: 'IS', currency: 'EUR' })
  })
})
