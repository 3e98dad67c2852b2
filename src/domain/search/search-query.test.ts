import { describe, it, expect } from 'vitest'
import { parseSearchFilters, toSearchParams } from './search-query'

describe('parseSearchFilters', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseSearchFilters({})).toEqual({
      puLocation: 'brimb1',
      doLocation: 'brimb1',
      pickupTime: '12:00',
      returnTime: '12:00',
      puDate: undefined,
      doDate: undefined,
      promo: undefined,
      driverAge: 25,
      currency: 'EUR',
      country: 'IS',
    })
  })
  it('reads every filter', () => {
    const params = new URLSearchParams(
      'puLocation=rvk&doLocation=kef&pickup_time=08:15&return_time=23:15&puDate=2025-06-01&doDate=2025-06-08&promo=SUMMER&driverAge=22&currency=isk&country=de',
    )
    expect(parseSearchFilters(params)).toEqual({
      puLocation: 'rvk',
      doLocation: 'kef',
      pickupTime: '08:15',
      returnTime: '23:15',
      puDate: '2025-06-01',
      doDate: '2025-06-08',
      promo: 'SUMMER',
      driverAge: 22,
      currency: 'ISK',
      country: 'DE',
    })
  })
  it('reads the aliases PICKUP_DATE, RETURN_DATE and age', () => {
    const filters = parseSearchFilters({ PICKUP_DATE: '2025-06-01', RETURN_DATE: '2025-06-03', age: '30' })
    expect([filters.puDate, filters.doDate, filters.driverAge]).toEqual(['2025-06-01', '2025-06-03', 30])
  })
  it('prefers the canonical name to the alias and the first of repeated values', () => {
    expect(parseSearchFilters({ puDate: '2025-06-02', PICKUP_DATE: '2025-06-01' }).puDate).toBe('2025-06-02')
    expect(parseSearchFilters({ driverAge: ['21', '40'] }).driverAge).toBe(21)
  })
  it('falls back to defaults on bad values', () => {
    const filters = parseSearchFilters({
      driverAge: 'abc',
      pickup_time: '12:07',
      puDate: '2025-02-30',
      currency: 'SEK',
      country: 'ISL',
      puLocation: '  ',
      promo: '',
    })
    expect(filters.driverAge).toBe(25)
    expect(filters.pickupTime).toBe('12:00')
    expect(filters.puDate).toBeUndefined()
    expect(filters.currency).toBe('EUR')
    expect(filters.country).toBe('IS')
    expect(filters.puLocation).toBe('brimb1')
    expect(filters.promo).toBeUndefined()
  })
  it('falls back to 25 outside ages 19-70', () => {
    expect(parseSearchFilters({ driverAge: '18' }).driverAge).toBe(25)
    expect(parseSearchFilters({ driverAge: '71' }).driverAge).toBe(25)
    expect(parseSearchFilters({ driverAge: '19' }).driverAge).toBe(19)
    expect(parseSearchFilters({ driverAge: '22.5' }).driverAge).toBe(25)
  })
})

describe('toSearchParams', () => {
  it('writes canonical names and round-trips', () => {
    const filters = parseSearchFilters({ PICKUP_DATE: '2025-06-01', age: '21', promo: 'X1' })
    const params = toSearchParams(filters)
    expect(params.get('puDate')).toBe('2025-06-01')
    expect(params.get('driverAge')).toBe('21')
    expect(params.get('pickup_time')).toBe('12:00')
    expect(params.has('doDate')).toBe(false)
    expect(parseSearchFilters(params)).toEqual(filters)
  })
})
