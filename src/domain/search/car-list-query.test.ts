import { describe, expect, it } from 'vitest'

import {
  bookNowParams,
  parseCarListFilters,
  rentalWindowOf,
  suggestedDates,
  toggleSpecialFilter,
  withCarListFilters,
} from './car-list-query'
import { parseSearchFilters } from './search-query'

describe('parseCarListFilters', () => {
  it('reads one web category and the special filters by their URL names', () => {
    const filters = parseCarListFilters(new URLSearchParams('category=LargeSUVs&special=4wd-awd&special=automatic'))
    expect(filters).toEqual({ webCategory: 'LargeSUVs', special: ['Automatic', '4WD/AWD'] })
  })

  it('reads the trip filters: seats-5, seats-7 and f-roads', () => {
    const filters = parseCarListFilters(new URLSearchParams('special=f-roads&special=seats-7&special=seats-5'))
    expect(filters.special).toEqual(['5+ Seats', '7+ Seats', 'F-roads allowed'])
    expect(withCarListFilters(new URLSearchParams(), filters).toString()).toBe(
      'special=seats-5&special=seats-7&special=f-roads',
    )
  })

  it('ignores unknown values instead of failing', () => {
    expect(parseCarListFilters({ category: 'Trucks', special: ['flying', 'seats-6'] })).toEqual({
      webCategory: undefined,
      special: ['6+ Seats'],
    })
    expect(parseCarListFilters({})).toEqual({ webCategory: undefined, special: [] })
  })
})

describe('withCarListFilters', () => {
  it('replaces earlier list filters and keeps the search filters', () => {
    const base = new URLSearchParams('puDate=2026-12-01&category=Economy&special=automatic')
    const params = withCarListFilters(base, { webCategory: 'Minivans', special: ['6+ Seats', 'Automatic'] })
    expect(params.toString()).toBe('puDate=2026-12-01&category=Minivans&special=automatic&special=seats-6')
  })

  it('round-trips through parseCarListFilters', () => {
    const filters = { webCategory: 'ElectricCars', special: ['4WD/AWD'] } as const
    expect(parseCarListFilters(withCarListFilters(new URLSearchParams(), filters))).toEqual(filters)
  })
})

describe('toggleSpecialFilter', () => {
  it('switches one filter on and off, leaving the rest', () => {
    const on = toggleSpecialFilter({ webCategory: 'Compact', special: ['Automatic'] }, '6+ Seats')
    expect(on).toEqual({ webCategory: 'Compact', special: ['Automatic', '6+ Seats'] })
    expect(toggleSpecialFilter(on, 'Automatic')).toEqual({ webCategory: 'Compact', special: ['6+ Seats'] })
  })
})

describe('rentalWindowOf', () => {
  it('is the office date-times of the URL', () => {
    const filters = parseSearchFilters({ puDate: '2026-12-01', doDate: '2026-12-05', pickup_time: '08:15' })
    expect(rentalWindowOf(filters)).toEqual({ dateTimeOut: '2026-12-01T08:15', dateTimeIn: '2026-12-05T12:00' })
  })

  it('is undefined while a date is missing or invalid', () => {
    expect(rentalWindowOf(parseSearchFilters({ puDate: '2026-12-01' }))).toBeUndefined()
    expect(rentalWindowOf(parseSearchFilters({ puDate: '2026-02-30', doDate: '2026-03-02' }))).toBeUndefined()
  })
})

describe('suggestedDates', () => {
  it('offers a week starting in a week, in office time whatever the hour', () => {
    expect(suggestedDates(new Date('2026-11-22T23:59:00Z'))).toEqual({ puDate: '2026-11-29', doDate: '2026-12-06' })
    expect(suggestedDates(new Date('2026-12-28T00:00:00Z'))).toEqual({ puDate: '2027-01-04', doDate: '2027-01-11' })
  })
})

describe('bookNowParams', () => {
  it('adds apiKey, quoteID, DateTimeOut, DateTimeIn, country and driverAge to the current query', () => {
    const query = bookNowParams({
      current: new URLSearchParams('puDate=2026-12-01&doDate=2026-12-05&currency=ISK&driverAge=25'),
      carCategoryId: 7,
      rateQuoteId: 'abc_-1',
      window: { dateTimeOut: '2026-12-01T12:00', dateTimeIn: '2026-12-05T12:00' },
      filters: { country: 'IS', driverAge: 21 },
    })
    expect(Object.fromEntries(query)).toEqual({
      puDate: '2026-12-01',
      doDate: '2026-12-05',
      currency: 'ISK',
      driverAge: '21',
      apiKey: '7',
      quoteID: 'abc_-1',
      DateTimeOut: '2026-12-01T12:00',
      DateTimeIn: '2026-12-05T12:00',
      country: 'IS',
    })
  })
})
