import { describe, expect, it } from 'vitest'

import { FALLBACK_RATES } from '@/domain/money/exchange-rates'
import { parseSearchFilters } from '@/domain/search/search-query'
import type { CarCategoryResult } from '@/server/rental/category-result'

import { cheapestPerCategory, filterSearchResults, toCarCardData } from './car-list-view'

function car(overrides: Partial<CarCategoryResult> & Pick<CarCategoryResult, 'id' | 'webCategory'>): CarCategoryResult {
  const payment = { totalAmount: 200, vehicleRentalAmount: 180, discount: 0 }
  return {
    CarCategoryId: overrides.id,
    model: 'Kia Picanto',
    ModelName: 'Kia Picanto',
    displayName: 'Kia Picanto or similar',
    slug: 'kia-picanto',
    size: 'standard',
    acrissCode: 'EDMR',
    transmissionAuto: false,
    passengerCount: 4,
    baggageCount: 1,
    doorCount: 5,
    fuelType: 'Petrol',
    driveType: 'FWD',
    rateStatus: 'AVAILABLE',
    onRequest: false,
    rateQuoteId: `quote-${overrides.id}`,
    currency: 'EUR',
    Currency: 'EUR',
    days: 4,
    pricing: { payNow: payment, payOnPickup: { ...payment, payLocallyFee: 0 } },
    mileagePolicy: { type: 'unlimited', dailyKmLimit: null },
    fuelPolicy: 'fullToFull',
    excess: 3000,
    minimumAge: 19,
    eligibility: { status: 'BOOKABLE' },
    promoCode: null,
    isPromoApplied: false,
    promoDiscount: 0,
    sortOrder: overrides.id,
    pictureURL: null,
    isElectric: false,
    isGuaranteedModel: false,
    Amount: 180,
    perDayAmount: 45,
    totalAmount: 200,
    extraPrice: 0,
    mandatoryItems: { isYoungPrice: false, isOutOfHours: false },
    features: [],
    Groups: [],
    ...overrides,
  }
}

const cars = [
  car({ id: 1, webCategory: 'Economy', perDayAmount: 45 }),
  car({ id: 2, webCategory: 'Economy', perDayAmount: 40, transmissionAuto: true }),
  car({ id: 3, webCategory: 'LargeSUVs', perDayAmount: 120, transmissionAuto: true, driveType: 'AWD' }),
  car({ id: 4, webCategory: 'Minivans', perDayAmount: 130, passengerCount: 9 }),
]

describe('filterSearchResults', () => {
  it('counts per category after the special filters and shows the chosen category', () => {
    const { shown, counts } = filterSearchResults(cars, { webCategory: 'Economy', special: ['Automatic'] })
    expect(shown.map((result) => result.id)).toEqual([2])
    expect(Object.fromEntries(counts)).toEqual({ Economy: 1, LargeSUVs: 1 })
  })

  it('shows everything without filters', () => {
    expect(filterSearchResults(cars, { webCategory: undefined, special: [] }).shown).toHaveLength(4)
  })
})

describe('cheapestPerCategory', () => {
  it('picks the cheapest car per category along the upgrade path, skipping the chosen one', () => {
    const picks = cheapestPerCategory(cars, { except: 'LargeSUVs', mustHave: [], limit: 3 })
    expect(picks.map((pick) => [pick.category, pick.car.id])).toEqual([
      ['Economy', 2],
      ['Minivans', 4],
    ])
    expect(cheapestPerCategory(cars, { except: undefined, mustHave: [], limit: 1 })).toHaveLength(1)
  })

  it('recommends only cars the driver may book that keep the trip filters', () => {
    const young = car({
      id: 5,
      webCategory: 'Compact',
      perDayAmount: 30,
      eligibility: { status: 'NOT_BOOKABLE', reason: 'DRIVER_TOO_YOUNG', minimumAge: 25 },
    })
    const picks = cheapestPerCategory([...cars, young], { except: undefined, mustHave: [], limit: 6 })
    expect(picks.map((pick) => pick.car.id)).not.toContain(5)
    const highland = cheapestPerCategory(cars, { except: undefined, mustHave: ['F-roads allowed'], limit: 6 })
    expect(highland.map((pick) => [pick.category, pick.car.id])).toEqual([['LargeSUVs', 3]])
  })
})

describe('toCarCardData', () => {
  it('names the age a car needs when the driver is too young for it', () => {
    const data = toCarCardData({
      car: car({
        id: 3,
        webCategory: 'LargeSUVs',
        eligibility: { status: 'NOT_BOOKABLE', reason: 'DRIVER_TOO_YOUNG', minimumAge: 25 },
      }),
      filters: parseSearchFilters({ driverAge: '19' }),
      window: { dateTimeOut: '2026-12-01T12:00', dateTimeIn: '2026-12-05T12:00' },
      rates: FALLBACK_RATES,
      currentQuery: new URLSearchParams(),
      protectionPath: '/booking/protection',
      orSimilar: (name) => name,
    })
    expect(data.needsAge).toBe(25)
  })

  it("links 'Book now' to the protection step with the spec's parameters", () => {
    const filters = parseSearchFilters({ puDate: '2026-12-01', doDate: '2026-12-05', driverAge: '21' })
    const data = toCarCardData({
      car: car({ id: 3, webCategory: 'LargeSUVs', isGuaranteedModel: true, displayName: 'Toyota Land Cruiser' }),
      filters,
      window: { dateTimeOut: '2026-12-01T12:00', dateTimeIn: '2026-12-05T12:00' },
      rates: FALLBACK_RATES,
      currentQuery: new URLSearchParams('puDate=2026-12-01&doDate=2026-12-05&category=LargeSUVs'),
      protectionPath: '/de/booking/protection',
      orSimilar: (name) => `${name} oder ähnlich`,
    })
    const [path, query = ''] = data.bookHref.split('?')
    expect(path).toBe('/de/booking/protection')
    expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({
      category: 'LargeSUVs',
      apiKey: '3',
      quoteID: 'quote-3',
      DateTimeOut: '2026-12-01T12:00',
      DateTimeIn: '2026-12-05T12:00',
      country: 'IS',
      driverAge: '21',
    })
    expect(data.name).toBe('Toyota Land Cruiser')
    expect(data.needsAge).toBeUndefined()
    // All in (ADR 024): the 200 total over 4 days, not the 180 rent alone.
    expect(data.prices.perDay).toEqual({ amount: 5000, currency: 'EUR' })
    expect(data.prices.payAtPickupTotal).toEqual({ amount: 20000, currency: 'EUR' })
  })

  it('prices a car on request at its pay-at-pickup total, with no pay-now price beside it', () => {
    const payOnPickup = { totalAmount: 222, vehicleRentalAmount: 200, discount: 0, payLocallyFee: 20 }
    const base = car({ id: 5, webCategory: 'LargeSUVs' })
    const data = toCarCardData({
      car: { ...base, onRequest: true, pricing: { ...base.pricing, payOnPickup } },
      filters: parseSearchFilters({ puDate: '2026-12-01', doDate: '2026-12-05' }),
      window: { dateTimeOut: '2026-12-01T12:00', dateTimeIn: '2026-12-05T12:00' },
      rates: FALLBACK_RATES,
      currentQuery: new URLSearchParams(),
      protectionPath: '/booking/protection',
      orSimilar: (name) => name,
    })
    expect(data.isOnRequest).toBe(true)
    expect(data.prices.total).toEqual({ amount: 22200, currency: 'EUR' })
    expect(data.prices.perDay).toEqual({ amount: 5550, currency: 'EUR' })
    expect(data.prices.payAtPickupTotal).toBeUndefined()
  })
})
