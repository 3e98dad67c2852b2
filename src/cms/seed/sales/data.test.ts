import { describe, expect, it } from 'vitest'

import { validateSaleAmount } from '../../collections/sales/VehiclesForSale/validate'
import { salePicture } from './pictures'
import { searchFacts } from './search-facts'
import { SALE_SEEDS } from './vehicles.data'

describe('sales seed data', () => {
  it('has about 40 cars from 2016 to 2025 at 1.5 to 12 million krónur, sale amounts below the price', () => {
    expect(SALE_SEEDS).toHaveLength(42)
    for (const car of SALE_SEEDS) {
      expect(car.year).toBeGreaterThanOrEqual(2016)
      expect(car.year).toBeLessThanOrEqual(2025)
      expect(car.price).toBeGreaterThanOrEqual(1_500_000)
      expect(car.price).toBeLessThanOrEqual(12_000_000)
      expect(validateSaleAmount(car.sale, { siblingData: car })).toBe(true)
    }
    expect(SALE_SEEDS.filter((car) => car.sale !== undefined).length).toBeGreaterThanOrEqual(5)
  })

  it('mixes fuels and gearboxes, and draws electric cars as electric', () => {
    expect(new Set(SALE_SEEDS.map((car) => car.fuel)).size).toBe(5)
    expect(new Set(SALE_SEEDS.map((car) => car.gearbox))).toEqual(new Set(['Automatic', 'Manual']))
    const tesla = SALE_SEEDS.find((car) => car.brand === 'Tesla')
    expect(tesla && salePicture(tesla).bodyType).toBe('electric')
  })
})

describe('sales seed search facts', () => {
  it('gives every car a tyre size, a unique serial number and some features', () => {
    const facts = SALE_SEEDS.map((seed, at) => searchFacts(seed, at))
    expect(new Set(facts.map((fact) => fact.serialNumber)).size).toBe(SALE_SEEDS.length)
    expect(facts.every((fact) => fact.tireSize.length > 0 && fact.features.length > 0)).toBe(true)
    expect(facts.filter((fact) => fact.cheaperExchange).length).toBe(21)
  })
})
