import { describe, expect, it } from 'vitest'

import { FALLBACK_RATES } from '../money/exchange-rates'
import { damagePriceRows } from './damage-price-list'

const entries = [
  { id: 1, name: 'Scratch, one panel', description: '  Up to 20 cm. ', price: 18_000 },
  { id: 2, name: 'Dent, one panel', description: null, price: 45_000 },
]

describe('damagePriceRows', () => {
  it('keeps the ISK price check-in charges and shows it in the visitor currency', () => {
    const rows = damagePriceRows(entries, { currency: 'EUR', rates: FALLBACK_RATES })
    expect(rows.map((row) => row.charged)).toEqual([
      { amount: 1_800_000, currency: 'ISK' },
      { amount: 4_500_000, currency: 'ISK' },
    ])
    // 18,000 kr. / 143.111 = 125.776… → €125.78 (half-up to cents).
    expect(rows[0]?.shown).toEqual({ amount: 12_578, currency: 'EUR' })
    expect(rows[0]?.description).toBe('Up to 20 cm.')
    expect(rows[1]?.description).toBe('')
  })

  it('shows ISK as it is for an Icelandic visitor, and falls back to ISK when a rate is missing', () => {
    expect(damagePriceRows(entries, { currency: 'ISK', rates: FALLBACK_RATES })[1]?.shown).toEqual({
      amount: 4_500_000,
      currency: 'ISK',
    })
    expect(damagePriceRows(entries, { currency: 'GBP', rates: { ISK: 143.111 } })[0]?.shown).toEqual({
      amount: 1_800_000,
      currency: 'ISK',
    })
  })

  it('leaves out an item without a usable price and keeps the collection order', () => {
    const rows = damagePriceRows([...entries, { id: 3, name: 'Free', price: 0 }], {
      currency: 'EUR',
      rates: FALLBACK_RATES,
    })
    expect(rows.map((row) => row.id)).toEqual([1, 2])
  })
})
