import { describe, it, expect } from 'vitest'
import { rentalAmount } from './rental-amount'
import { PRICE_LIST } from './price-list.fixture'

const at = (iso: string) => new Date(iso)

describe('rentalAmount', () => {
  it('prices each day by its season at the band of the whole rental', () => {
    expect(
      rentalAmount({ priceList: PRICE_LIST, categoryId: 'ECMR', pickupAt: at('2025-05-06T12:00Z'), days: 3 }),
    ).toEqual({ isOk: true, value: 15000 })
    expect(
      rentalAmount({ priceList: PRICE_LIST, categoryId: 'ECMR', pickupAt: at('2025-05-06T12:00Z'), days: 2 }),
    ).toEqual({ isOk: true, value: 12000 })
    // 30 and 31 May at the low 3-6 rate, 1 June at the high one: 5000 + 5000 + 8000
    expect(
      rentalAmount({ priceList: PRICE_LIST, categoryId: 'ECMR', pickupAt: at('2025-05-30T12:00Z'), days: 3 }),
    ).toEqual({ isOk: true, value: 18000 })
    expect(
      rentalAmount({ priceList: PRICE_LIST, categoryId: 'CDAR', pickupAt: at('2025-07-01T09:00Z'), days: 14 }),
    ).toEqual({ isOk: true, value: 140000 })
  })
  it('fails when a day has no season or the category no price', () => {
    const outOfSeason = rentalAmount({
      priceList: PRICE_LIST,
      categoryId: 'ECMR',
      pickupAt: at('2025-08-31T12:00Z'),
      days: 2,
    })
    expect(outOfSeason.isOk ? undefined : outOfSeason.error).toMatchObject({
      code: 'PRICE_NOT_FOUND',
      params: { date: '2025-09-01' },
    })
    const unknown = rentalAmount({
      priceList: PRICE_LIST,
      categoryId: 'XXXX',
      pickupAt: at('2025-05-06T12:00Z'),
      days: 1,
    })
    expect(unknown.isOk ? undefined : unknown.error.code).toBe('PRICE_NOT_FOUND')
  })
})
