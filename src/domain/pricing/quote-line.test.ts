import { describe, it, expect } from 'vitest'
import { perDayAmount, pricedLine } from './quote-line'

const unitPrice = { amount: 700, currency: 'EUR' } as const

describe('pricedLine', () => {
  it('multiplies by quantity and, per day, by days', () => {
    const line = pricedLine({
      code: 501,
      nameKey: 'extras.childSeat',
      group: 'extra',
      quantity: 2,
      isPerDay: true,
      unitPrice,
      days: 3,
    })
    expect(line.amount).toEqual({ amount: 4200, currency: 'EUR' })
    expect(line).not.toHaveProperty('days')
  })
  it('charges a one-time service once per unit', () => {
    const line = pricedLine({
      code: 502,
      nameKey: 'extras.gps',
      group: 'extra',
      quantity: 1,
      isPerDay: false,
      unitPrice,
      days: 9,
    })
    expect(line.amount.amount).toBe(700)
  })
})

describe('perDayAmount', () => {
  it('is amount / days, rounded', () => {
    expect(perDayAmount({ amount: 10000, currency: 'EUR' }, 3)).toEqual({ amount: 3333, currency: 'EUR' })
    expect(perDayAmount({ amount: 5, currency: 'EUR' }, 2)).toEqual({ amount: 3, currency: 'EUR' })
    expect(perDayAmount({ amount: 5, currency: 'EUR' }, 0).amount).toBe(5)
  })
})
