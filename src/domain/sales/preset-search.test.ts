import { describe, expect, it } from 'vitest'

import { presetSaleSearch, type SaleCar } from './preset-search'

const car = (id: number, fields: Partial<SaleCar>): SaleCar => ({
  id,
  brand: 'Toyota',
  bodyType: 'SUV',
  fuel: 'Diesel',
  gearbox: 'Automatic',
  driveTrain: '4WD',
  price: 5_000_000,
  mileage: 50_000,
  year: 2021,
  ...fields,
})

const cars = [
  car(1, { brand: 'Toyota', price: 6_000_000 }),
  car(2, { brand: 'Kia', fuel: 'Electric', driveTrain: 'FWD', price: 4_000_000, year: 2023 }),
  car(3, { brand: 'toyota ', bodyType: 'Jeep', price: 3_000_000, mileage: 120_000 }),
  car(4, { brand: 'Dacia', gearbox: 'Manual', price: 2_500_000 }),
]

describe('presetSaleSearch', () => {
  it('filters by brand without regard to case, by category and by the other lists', () => {
    expect(presetSaleSearch(cars, { brands: ['Toyota'] }).map((found) => found.id)).toEqual([3, 1])
    expect(
      presetSaleSearch(cars, { categories: ['SUV'], transmissions: ['Automatic'] }).map((found) => found.id),
    ).toEqual([2, 1])
    expect(presetSaleSearch(cars, { fuels: ['Electric'] }).map((found) => found.id)).toEqual([2])
    expect(presetSaleSearch(cars, { driveTrains: ['4WD'], priceTo: 3_000_000 }).map((found) => found.id)).toEqual([
      4, 3,
    ])
  })

  it('sorts as asked and stops at the limit', () => {
    expect(presetSaleSearch(cars, { sort: 'year-desc', limit: 1 }).map((found) => found.id)).toEqual([2])
    expect(presetSaleSearch(cars, { sort: 'price-desc' }).map((found) => found.id)).toEqual([1, 2, 3, 4])
    expect(presetSaleSearch(cars, { sort: 'mileage-asc' }).at(-1)?.id).toBe(3)
  })
})
