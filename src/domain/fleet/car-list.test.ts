import { describe, expect, it } from 'vitest'

import type { WebCategoryId } from './web-categories'
import { carListCars, carListPageSize } from './car-list'

const car = (id: number, webCategory: WebCategoryId) => ({ id, webCategory })
const fleet = [car(1, 'Economy'), car(2, 'Economy'), car(3, 'LargeSUVs'), car(4, 'LargeSUVs'), car(5, 'ElectricCars')]

describe('carListCars', () => {
  it('lists a web category in fleet order', () => {
    const ids = carListCars({ tab: { source: 'category', webCategory: 'LargeSUVs' }, fleet, popularIds: [] })
    expect(ids.map((item) => item.id)).toEqual([3, 4])
  })

  it('keeps picked models in the editor order and drops retired ones', () => {
    const ids = carListCars({ tab: { source: 'models', modelIds: [5, 99, 1] }, fleet, popularIds: [] })
    expect(ids.map((item) => item.id)).toEqual([5, 1])
  })

  it('puts popular cars first, tops them up from the fleet, and stops at the limit (8 by default)', () => {
    const popular = carListCars({ tab: { source: 'popular' }, fleet, popularIds: [4, 2], limit: 3 })
    expect(popular.map((item) => item.id)).toEqual([4, 2, 1])
    const many = Array.from({ length: 20 }, (_, index) => car(index + 1, 'Compact'))
    expect(carListCars({ tab: { source: 'category' }, fleet: many, popularIds: [] })).toHaveLength(8)
  })
})

describe('carListPageSize', () => {
  it('is rows per page (2 by default) times the columns, one column in list view', () => {
    expect(carListPageSize({ rowsPerPage: null, columns: 4, viewMode: 'grid' })).toBe(8)
    expect(carListPageSize({ rowsPerPage: 3, columns: 2, viewMode: 'grid' })).toBe(6)
    expect(carListPageSize({ rowsPerPage: 2, columns: 4, viewMode: 'list' })).toBe(2)
  })
})
