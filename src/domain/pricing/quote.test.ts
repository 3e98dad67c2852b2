import { describe, it, expect } from 'vitest'
import { quoteCategory, type QuoteInput } from './quote'
import { OFFICE_HOURS, PRICE_LIST } from './price-list.fixture'

const eur = (amount: number) => ({ amount, currency: 'EUR' as const })

/** Tuesday 6 May 2025 12:00 to Friday 9 May 12:00, Reykjavik time: 3 days, low season, ECMR. */
const input: QuoteInput = {
  categoryId: 'ECMR',
  priceList: PRICE_LIST,
  pickupAt: new Date('2025-05-06T12:00:00Z'),
  returnAt: new Date('2025-05-09T12:00:00Z'),
  driverAge: 30,
  selections: [],
  protectionVariant: 'standard',
  pickupOffice: OFFICE_HOURS,
  returnOffice: OFFICE_HOURS,
  isPayNow: false,
  now: new Date('2025-03-01T10:00:00Z'),
}

function quote(overrides: Partial<QuoteInput>) {
  const result = quoteCategory({ ...input, ...overrides })
  if (!result.isOk) throw new Error(result.error.message)
  return result.value
}

describe('quoteCategory', () => {
  it('rounds the 10% pay-now discount half-up to the cent', () => {
    const oddRates = {
      ...PRICE_LIST,
      seasons: PRICE_LIST.seasons.map((season) => ({
        ...season,
        dailyAmounts: { ...season.dailyAmounts, ECMR: [6000, 5005, 4500, 4000] },
      })),
    }
    const result = quote({ priceList: oddRates, isPayNow: true })
    // 3 days at 50.05 is 150.15; 10% of it is 15.015, rounded up to 15.02.
    expect(result.pricing.payNow.discount).toEqual(eur(1502))
    expect(result.pricing.payOnPickup.payLocallyFee).toEqual(eur(1502))
    expect(result.lines[0]).toMatchObject({ code: 'RENT', amount: eur(13513) })
  })
  it('prices the rent, shows VAT and both ways to pay', () => {
    const result = quote({})
    expect(result.days).toBe(3)
    expect(result.perDay).toEqual(eur(5000))
    expect(result.totals).toEqual({
      Total: eur(15000),
      TotalRent: eur(15000),
      TotalAddition: eur(0),
      TotalInsurance: eur(0),
      TotalVat: eur(2903),
    })
    expect(result.pricing).toEqual({
      payNow: { totalAmount: eur(13500), vehicleRentalAmount: eur(13500), discount: eur(1500) },
      payOnPickup: {
        totalAmount: eur(15000),
        vehicleRentalAmount: eur(15000),
        discount: eur(0),
        payLocallyFee: eur(1500),
      },
    })
    expect(result.lines.map((line) => line.code)).toEqual(['RENT', 8])
  })
  it('takes 10% off the rent only when paying now', () => {
    const result = quote({ isPayNow: true, selections: [{ code: 502, quantity: 1 }] })
    expect(result.lines[0]).toMatchObject({ code: 'RENT', amount: eur(13500), unitPrice: eur(4500) })
    expect(result.totals.Total).toEqual(eur(16000))
    expect(result.totals.Total).toEqual(result.pricing.payNow.totalAmount)
  })
  it('adds protections, extras and fees into the right totals', () => {
    const result = quote({
      driverAge: 22,
      pickupAt: new Date('2025-05-06T07:00:00Z'),
      returnAt: new Date('2025-05-09T07:00:00Z'),
      selections: [
        { code: 12, quantity: 1 },
        { code: 17, quantity: 1 },
        { code: 501, quantity: 1 },
      ],
    })
    // protections 9000 + 2400; extras 2100 + young driver 4500 + out of hours 2 x 4000
    expect(result.totals).toMatchObject({
      TotalRent: eur(15000),
      TotalInsurance: eur(11400),
      TotalAddition: eur(14600),
      Total: eur(41000),
    })
    expect(result.lines.find((line) => line.code === 16)?.quantity).toBe(2)
    expect(result.pricing.payOnPickup.totalAmount).toEqual(eur(41000))
    expect(result.pricing.payNow.totalAmount).toEqual(eur(39500))
  })
  it('applies a valid promo before the pay-now discount', () => {
    const result = quote({ isPayNow: true, promo: { code: 'SPRING20', kind: 'percentage', percent: 20 } })
    expect(result.promo).toEqual({ code: 'SPRING20', isApplied: true, discount: eur(3000) })
    expect(result.pricing.payNow).toEqual({
      totalAmount: eur(10800),
      vehicleRentalAmount: eur(10800),
      discount: eur(4200),
    })
    expect(result.pricing.payOnPickup.discount).toEqual(eur(3000))
  })
  it('reports a promo that does not apply and prices without it', () => {
    const result = quote({ promo: { code: 'OLD', kind: 'percentage', percent: 20, validTo: '2025-02-28' } })
    expect(result.promo).toEqual({ code: 'OLD', isApplied: false, discount: eur(0) })
    expect(result.totals.Total).toEqual(eur(15000))
  })
  it('fails with coded errors', () => {
    const early = quoteCategory({ ...input, returnAt: new Date('2025-05-05T12:00:00Z') })
    expect(early.isOk ? undefined : early.error.code).toBe('RETURN_BEFORE_PICKUP')
    const unpriced = quoteCategory({ ...input, categoryId: 'LFAR' })
    expect(unpriced.isOk ? undefined : unpriced.error.code).toBe('PRICE_NOT_FOUND')
    const unknownService = quoteCategory({ ...input, selections: [{ code: 77, quantity: 1 }] })
    expect(unknownService.isOk ? undefined : unknownService.error.code).toBe('SERVICE_NOT_OFFERED')
  })
})
