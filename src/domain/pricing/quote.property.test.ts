import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { quoteCategory, type QuoteInput } from './quote'
import { OFFICE_HOURS, PRICE_LIST } from './price-list.fixture'

const HOUR_MS = 3_600_000
const SEASON_START = Date.parse('2025-01-01T00:00:00Z')
const SEASON_END = Date.parse('2025-08-01T00:00:00Z')

const quoteInput: fc.Arbitrary<QuoteInput> = fc
  .record({
    pickupHour: fc.integer({ min: 0, max: (SEASON_END - SEASON_START) / HOUR_MS }),
    hours: fc.integer({ min: 0, max: 24 * 29 }),
    categoryId: fc.constantFrom('ECMR', 'CDAR'),
    driverAge: fc.integer({ min: 19, max: 70 }),
    selections: fc.array(
      fc.record({ code: fc.constantFrom(9, 12, 17, 501, 502), quantity: fc.integer({ min: -2, max: 6 }) }),
      { maxLength: 6 },
    ),
    promo: fc.option(
      fc.oneof(
        fc.record({
          code: fc.constant('P'),
          kind: fc.constant('percentage' as const),
          percent: fc.integer({ min: 0, max: 100 }),
        }),
        fc.record({
          code: fc.constant('F'),
          kind: fc.constant('fixed' as const),
          amount: fc.integer({ min: 0, max: 500_000 }),
          currency: fc.constant('EUR' as const),
        }),
      ),
      { nil: undefined },
    ),
    isPayNow: fc.boolean(),
  })
  .map(({ pickupHour, hours, ...rest }) => ({
    ...rest,
    priceList: PRICE_LIST,
    pickupAt: new Date(SEASON_START + pickupHour * HOUR_MS),
    returnAt: new Date(SEASON_START + (pickupHour + hours) * HOUR_MS),
    protectionVariant: 'standard' as const,
    pickupOffice: OFFICE_HOURS,
    returnOffice: OFFICE_HOURS,
    now: new Date('2025-01-01T00:00:00Z'),
  }))

function priced(input: QuoteInput) {
  const result = quoteCategory(input)
  if (!result.isOk) throw new Error(result.error.message)
  return result.value
}

describe('quoteCategory properties', () => {
  it('makes the total the sum of its lines', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const quote = priced(input)
        const sum = quote.lines.reduce((total, line) => total + line.amount.amount, 0)
        expect(quote.totals.Total.amount).toBe(sum)
        const chosen = input.isPayNow ? quote.pricing.payNow : quote.pricing.payOnPickup
        expect(chosen.totalAmount).toEqual(quote.totals.Total)
      }),
    )
  })
  it('never makes paying now dearer than paying at pickup', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const { pricing } = priced(input)
        expect(pricing.payNow.totalAmount.amount).toBeLessThanOrEqual(pricing.payOnPickup.totalAmount.amount)
        expect(pricing.payNow.totalAmount.amount + pricing.payOnPickup.payLocallyFee.amount).toBe(
          pricing.payOnPickup.totalAmount.amount,
        )
      }),
    )
  })
  it('never yields a negative amount', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const quote = priced(input)
        const amounts = [
          ...quote.lines.flatMap((line) => [line.amount.amount, line.unitPrice.amount, line.quantity]),
          ...Object.values(quote.totals).map((value) => value.amount),
          ...Object.values(quote.pricing.payNow).map((value) => value.amount),
          ...Object.values(quote.pricing.payOnPickup).map((value) => value.amount),
        ]
        for (const amount of amounts) expect(amount).toBeGreaterThanOrEqual(0)
        expect(quote.totals.TotalVat.amount).toBeLessThanOrEqual(quote.totals.Total.amount)
      }),
    )
  })
})
