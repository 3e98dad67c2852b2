import { describe, it, expect } from 'vitest'
import { pricedLine } from './quote-line'
import { bookingTotals, categoryPricing } from './quote-totals'

const eur = (amount: number) => ({ amount, currency: 'EUR' as const })
const line = (group: 'rent' | 'protection' | 'extra' | 'fee', amount: number) =>
  pricedLine({ code: 1, nameKey: 'x', group, quantity: 1, isPerDay: false, unitPrice: eur(amount), days: 1 })

describe('bookingTotals', () => {
  it('adds lines up by group and shows the VAT within the total', () => {
    const totals = bookingTotals(
      [line('rent', 15000), line('protection', 4500), line('extra', 2500), line('fee', 4000)],
      'EUR',
    )
    expect(totals).toEqual({
      Total: eur(26000),
      TotalRent: eur(15000),
      TotalAddition: eur(6500),
      TotalInsurance: eur(4500),
      TotalVat: eur(5032), // 26000 - 26000 / 1.24 = 5032.26
    })
  })
})

describe('categoryPricing', () => {
  it('gives both ways to pay', () => {
    expect(
      categoryPricing({
        currency: 'EUR',
        rentAfterPromo: 12000,
        promoDiscount: 3000,
        payNowDiscount: 1200,
        otherCharges: 500,
      }),
    ).toEqual({
      payNow: { totalAmount: eur(11300), vehicleRentalAmount: eur(10800), discount: eur(4200) },
      payOnPickup: {
        totalAmount: eur(12500),
        vehicleRentalAmount: eur(12000),
        discount: eur(3000),
        payLocallyFee: eur(1200),
      },
    })
  })
})
