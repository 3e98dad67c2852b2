import { describe, expect, it } from 'vitest'

import { SALE_SEARCH_SORTS } from './keys'
import { sortKeys } from './sort'

describe('sortKeys', () => {
  it('orders by the chosen field, then newest first', () => {
    expect(sortKeys('')).toEqual([{ field: 'id', direction: 'desc' }])
    expect(sortKeys('price-asc')[0]).toEqual({ field: 'askingPrice', direction: 'asc' })
    expect(sortKeys('mileage-desc')[0]).toEqual({ field: 'mileage', direction: 'desc' })
    expect(sortKeys('registration-desc')[0]).toEqual({ field: 'firstRegistration', direction: 'desc' })
    expect(sortKeys('discount-desc')[0]).toEqual({ field: 'discount', direction: 'desc' })
    for (const sort of SALE_SEARCH_SORTS) expect(sortKeys(sort).at(-1)).toEqual({ field: 'id', direction: 'desc' })
  })
})
