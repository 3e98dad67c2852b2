import { describe, expect, it } from 'vitest'

import { nearestAlternatives, parseCarSort, sortCars, withCarSort, type SortableCar } from './car-sort'

type Car = SortableCar & { id: number }

const economy: Car = { id: 1, totalAmount: 300, webCategory: 'Economy', passengerCount: 5, baggageCount: 1 }
const compact: Car = { id: 2, totalAmount: 250, webCategory: 'Compact', passengerCount: 5, baggageCount: 2 }
const largeSuv: Car = { id: 3, totalAmount: 900, webCategory: 'LargeSUVs', passengerCount: 5, baggageCount: 4 }
const minivan: Car = { id: 4, totalAmount: 700, webCategory: 'Minivans', passengerCount: 9, baggageCount: 3 }
const electric: Car = { id: 5, totalAmount: 280, webCategory: 'ElectricCars', passengerCount: 5, baggageCount: 2 }
const cars = [economy, compact, largeSuv, minivan, electric]

describe('sortCars', () => {
  it('puts the cheapest total first by price', () => {
    expect(sortCars(cars, 'price').map((car) => car.id)).toEqual([2, 5, 1, 4, 3])
  })

  it('puts the largest category first by size, electric sized like compact, cheaper first among equals', () => {
    expect(sortCars(cars, 'size').map((car) => car.id)).toEqual([4, 3, 2, 5, 1])
  })

  it('puts the most seats first, then the cheapest', () => {
    expect(sortCars(cars, 'seats').map((car) => car.id)).toEqual([4, 2, 5, 1, 3])
  })

  it('leaves the input order alone', () => {
    sortCars(cars, 'price')
    expect(cars[0]).toBe(economy)
  })
})

describe('parseCarSort and withCarSort', () => {
  it('reads a known sort and falls back to price', () => {
    expect(parseCarSort('seats')).toBe('seats')
    expect(parseCarSort(['size', 'seats'])).toBe('size')
    expect(parseCarSort('cheapest')).toBe('price')
    expect(parseCarSort(undefined)).toBe('price')
  })

  it('writes the sort into the query, leaving the default out', () => {
    const query = new URLSearchParams('puDate=2026-12-01&sort=size')
    expect(withCarSort(query, 'seats').toString()).toBe('puDate=2026-12-01&sort=seats')
    expect(withCarSort(query, 'price').toString()).toBe('puDate=2026-12-01')
  })
})

describe('nearestAlternatives', () => {
  it('offers the same category first, then the nearest price, never the car that is gone', () => {
    const otherCompact: Car = { ...compact, id: 6, totalAmount: 320 }
    const picks = nearestAlternatives({
      cars: [...cars, otherCompact],
      gone: { id: 2, webCategory: 'Compact', totalAmount: 250 },
      limit: 3,
    })
    expect(picks.map((car) => car.id)).toEqual([6, 5, 1])
  })
})
