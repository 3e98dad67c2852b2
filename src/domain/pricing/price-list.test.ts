import { describe, it, expect } from 'vitest'
import { DEFAULT_DURATION_BANDS, DEFAULT_PRICE_LIST_ID, durationBandIndex, seasonOn, serviceAmount } from './price-list'
import { PRICE_LIST } from './price-list.fixture'

describe('price list', () => {
  it('books against price list 148', () => {
    expect(DEFAULT_PRICE_LIST_ID).toBe(148)
  })
  it('finds the duration band: 1-2, 3-6, 7-13, 14+', () => {
    const index = (days: number) => durationBandIndex(DEFAULT_DURATION_BANDS, days)
    expect([1, 2, 3, 6, 7, 13, 14, 90].map(index)).toEqual([0, 0, 1, 1, 2, 2, 3, 3])
    expect(index(0)).toBe(-1)
  })
  it('finds the season of a date, ends included', () => {
    expect(seasonOn(PRICE_LIST.seasons, '2025-05-31')?.id).toBe('low-2025')
    expect(seasonOn(PRICE_LIST.seasons, '2025-06-01')?.id).toBe('high-2025')
    expect(seasonOn(PRICE_LIST.seasons, '2025-09-01')).toBeUndefined()
  })
  it('prices a service per category', () => {
    const standard = PRICE_LIST.services[0]
    expect(standard && serviceAmount(standard, 'CDAR')).toBe(2000)
    expect(standard && serviceAmount(standard, 'ECMR')).toBe(1500)
  })
})
