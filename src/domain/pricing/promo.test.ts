import { describe, it, expect } from 'vitest'
import { isSamePromoCode, promoDiscount, type PromoCode } from './promo'

const twentyOff: PromoCode = {
  code: 'SUMMER20',
  kind: 'percentage',
  percent: 20,
  validFrom: '2025-01-01',
  validTo: '2025-06-30',
}
const base = { categoryId: 'ECMR', bookingDate: '2025-03-01', rentalAmount: 15000, currency: 'EUR' } as const

describe('promoDiscount', () => {
  it('takes a percentage off the rent', () => {
    expect(promoDiscount({ ...base, promo: twentyOff })).toEqual({ isOk: true, value: 3000 })
    expect(promoDiscount({ ...base, promo: { ...twentyOff, percent: 12.5 }, rentalAmount: 999 })).toEqual({
      isOk: true,
      value: 125,
    })
  })
  it('takes a fixed amount off, never below zero rent', () => {
    const fixed: PromoCode = { code: 'TAKE50', kind: 'fixed', amount: 5000, currency: 'EUR' }
    expect(promoDiscount({ ...base, promo: fixed })).toEqual({ isOk: true, value: 5000 })
    expect(promoDiscount({ ...base, promo: fixed, rentalAmount: 3000 })).toEqual({ isOk: true, value: 3000 })
  })
  it('holds only within its validity dates, ends included', () => {
    expect(promoDiscount({ ...base, promo: twentyOff, bookingDate: '2025-06-30' }).isOk).toBe(true)
    const late = promoDiscount({ ...base, promo: twentyOff, bookingDate: '2025-07-01' })
    expect(late.isOk ? undefined : late.error).toMatchObject({ code: 'PROMO_NOT_VALID', params: { code: 'SUMMER20' } })
    expect(promoDiscount({ ...base, promo: twentyOff, bookingDate: '2024-12-31' }).isOk).toBe(false)
  })
  it('holds only for its categories', () => {
    const economyOnly: PromoCode = { ...twentyOff, categoryIds: ['ECMR'] }
    expect(promoDiscount({ ...base, promo: economyOnly }).isOk).toBe(true)
    expect(promoDiscount({ ...base, promo: economyOnly, categoryId: 'CDAR' }).isOk).toBe(false)
  })
  it('refuses a fixed amount in another currency', () => {
    const isk: PromoCode = { code: 'KR', kind: 'fixed', amount: 100, currency: 'ISK' }
    expect(promoDiscount({ ...base, promo: isk }).isOk).toBe(false)
  })
})

describe('isSamePromoCode', () => {
  it('ignores case and spaces', () => {
    expect(isSamePromoCode(' summer20 ', 'SUMMER20')).toBe(true)
    expect(isSamePromoCode('SUMMER2', 'SUMMER20')).toBe(false)
  })
})
