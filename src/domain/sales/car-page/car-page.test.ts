import { describe, expect, it } from 'vitest'

import { saleCarJsonLd } from './car-json-ld'
import { salePrice } from './discount'
import { priceWindow, recommendedCars, RECOMMENDED_LIMIT } from './recommended'
import { specRows } from './spec-rows'
import { isNewsFor, watchChange } from './watch-change'

describe('salePrice', () => {
  it('shows the sale amount with the discount when it is below the price', () => {
    expect(salePrice(4_000_000, 3_500_000)).toEqual({
      price: 3_500_000,
      listPrice: 4_000_000,
      discount: 500_000,
      discountPercent: 12,
    })
  })
  it('ignores a missing, zero or not lower sale amount', () => {
    for (const amount of [null, undefined, 0, 4_000_000, 4_500_000]) {
      expect(salePrice(4_000_000, amount)).toEqual({
        price: 4_000_000,
        listPrice: null,
        discount: null,
        discountPercent: null,
      })
    }
  })
})

describe('specRows', () => {
  it('lists the spec in order and leaves empty values out', () => {
    const rows = specRows({
      year: 2019,
      mileage: 85_000,
      fuel: 'Diesel',
      gearbox: 'Automatic',
      colour: '  ',
      doors: 5,
      seats: 0,
      horsePower: 150,
      engineSize: 2200,
      battery: null,
      co2: 180,
      others: 'Tow bar',
    })
    expect(rows.map((row) => row.key)).toEqual([
      'year',
      'mileage',
      'fuel',
      'gearbox',
      'doors',
      'horsePower',
      'engineSize',
      'co2',
      'others',
    ])
  })
  it('shows the drive train, body type and colour after the gearbox, each as a coded value', () => {
    const rows = specRows(
      { year: 2020, mileage: 84_000, fuel: 'Diesel', gearbox: 'Manual', colour: 'green', doors: 5 },
      { driveTrain: '4WD', bodyType: 'SUV' },
    )
    expect(rows.slice(2, 7)).toEqual([
      { key: 'fuel', kind: 'option', value: 'Diesel' },
      { key: 'gearbox', kind: 'option', value: 'Manual' },
      { key: 'driveTrain', kind: 'option', value: '4WD' },
      { key: 'bodyType', kind: 'option', value: 'SUV' },
      { key: 'colour', kind: 'option', value: 'green' },
    ])
    expect(rows.map((row) => row.key)).toEqual([
      'year',
      'mileage',
      'fuel',
      'gearbox',
      'driveTrain',
      'bodyType',
      'colour',
      'doors',
    ])
  })
  it('leaves out a drive train or body type the car has none of', () => {
    const rows = specRows({ year: 2020, mileage: 1, fuel: 'Petrol', gearbox: 'Manual' }, { driveTrain: null })
    expect(rows.map((row) => row.key)).toEqual(['year', 'mileage', 'fuel', 'gearbox'])
  })
  it('shows 0 g/km CO2 for an electric car only', () => {
    const base = { year: 2022, mileage: 10, gearbox: 'Automatic', co2: 0 }
    expect(specRows({ ...base, fuel: 'Electric' }).some((row) => row.key === 'co2')).toBe(true)
    expect(specRows({ ...base, fuel: 'Petrol' }).some((row) => row.key === 'co2')).toBe(false)
  })
})

describe('recommendedCars', () => {
  const car = { id: 1, bodyType: 'suv', price: 5_000_000 }
  it('ranks the same category first, then the closest price, never the car itself', () => {
    const others = [
      { id: 1, bodyType: 'suv', price: 5_000_000 },
      { id: 2, bodyType: 'sedan', price: 5_000_000 },
      { id: 3, bodyType: 'suv', price: 7_000_000 },
      { id: 4, bodyType: 'suv', price: 4_800_000 },
      { id: 5, bodyType: 'suv', price: 5_200_000 },
    ]
    expect(recommendedCars(car, others).map((other) => other.id)).toEqual([4, 5, 3, 2])
  })
  it('keeps to the list limit of 8', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      id: index + 2,
      bodyType: 'suv',
      price: 5_000_000 + index,
    }))
    expect(RECOMMENDED_LIMIT).toBe(8)
    expect(recommendedCars(car, many).map((other) => other.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9])
  })
  it('asks for half to one and a half times the price', () => {
    expect(priceWindow(1_000_001)).toEqual({ from: 500_000, to: 1_500_002 })
  })
})

describe('saleCarJsonLd', () => {
  it('is a Car with an Offer in ISK, sold out once sold', () => {
    const input = {
      name: 'Toyota RAV4',
      brand: 'Toyota',
      model: 'RAV4',
      sku: 'S-1',
      url: 'https://vegur.is/car/1',
      imageUrls: [],
      year: 2020,
      mileageKm: 40_000,
      fuel: 'Hybrid',
      isAutomatic: true,
      colour: null,
      doors: 5,
      seats: 5,
      price: 4_990_000,
      isSold: false,
    }
    const ld = saleCarJsonLd(input)
    expect(ld['@type']).toEqual(['Product', 'Car'])
    expect(ld.offers).toMatchObject({
      price: '4990000',
      priceCurrency: 'ISK',
      availability: 'https://schema.org/InStock',
    })
    expect(ld).not.toHaveProperty('image')
    expect(saleCarJsonLd({ ...input, isSold: true }).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    })
  })
})

describe('watchChange', () => {
  const car = { price: 5_000_000, saleAmount: null, isSold: false, isPublished: true }
  it('hears of a lower price, the sale amount counted', () => {
    expect(watchChange(car, { ...car, saleAmount: 4_500_000 })).toEqual({
      kind: 'price-drop',
      price: 4_500_000,
      previous: 5_000_000,
    })
    expect(watchChange(car, { ...car, price: 5_500_000 })).toBeNull()
    expect(watchChange(car, car)).toBeNull()
  })
  it('hears of a sale once', () => {
    expect(watchChange(car, { ...car, isSold: true })).toEqual({ kind: 'sold' })
    expect(watchChange({ ...car, isSold: true }, { ...car, isSold: true, price: 1 })).toBeNull()
  })
  it('says nothing of an unpublished or new car', () => {
    expect(watchChange(car, { ...car, price: 1, isPublished: false })).toBeNull()
    expect(watchChange(null, car)).toBeNull()
  })
  it('tells a watcher only of a price below the one they last heard', () => {
    const drop = { kind: 'price-drop' as const, price: 100, previous: 200 }
    expect(isNewsFor(drop, 150)).toBe(true)
    expect(isNewsFor(drop, 100)).toBe(false)
    expect(isNewsFor(drop, null)).toBe(true)
    expect(isNewsFor({ kind: 'sold' }, 1)).toBe(true)
  })
})
