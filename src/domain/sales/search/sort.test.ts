import { describe, expect, it } from 'vitest'

import { compareCars, type SortableCar } from './sort'

const car = (id: number, fields: Partial<SortableCar>): SortableCar => ({
  id,
  askingPrice: 3_000_000,
  mileage: 50_000,
  year: 2020,
  firstRegistration: null,
  discount: 0,
  ...fields,
})

const cars = [
  car(1, { askingPrice: 5_000_000, mileage: 10_000, year: 2023, firstRegistration: '2023-05-01', discount: 0 }),
  car(2, { askingPrice: 2_000_000, mileage: 90_000, year: 2018, firstRegistration: '2018-02-01', discount: 300_000 }),
  car(3, { askingPrice: 2_000_000, mileage: 40_000, year: 2021, discount: 100_000 }),
]
const order = (sort: Parameters<typeof compareCars>[0]) => [...cars].sort(compareCars(sort)).map((found) => found.id)

describe('compareCars', () => {
  it('sorts by each of the SPEC §3 orders, ties newest first', () => {
    expect(order('')).toEqual([3, 2, 1])
    expect(order('price-asc')).toEqual([3, 2, 1])
    expect(order('price-desc')).toEqual([1, 3, 2])
    expect(order('mileage-asc')).toEqual([1, 3, 2])
    expect(order('mileage-desc')).toEqual([2, 3, 1])
    expect(order('year-desc')).toEqual([1, 3, 2])
    expect(order('year-asc')).toEqual([2, 3, 1])
    expect(order('registration-desc')).toEqual([1, 2, 3])
    expect(order('discount-desc')).toEqual([2, 3, 1])
  })
})
