import { describe, expect, it } from 'vitest'

import { validateDurationBands, validateRates, validateSeasons } from './validate'

const BANDS = [
  { minDays: 1, maxDays: 2 },
  { minDays: 3, maxDays: 6 },
  { minDays: 7, maxDays: 13 },
  { minDays: 14, maxDays: null },
]
const SEASONS = [
  { name: 'low', from: '2026-01-01', to: '2026-04-30' },
  { name: 'high', from: '2026-06-01', to: '2026-08-31' },
]
const LIST = { durationBands: BANDS, seasons: SEASONS }

describe('duration bands', () => {
  it('accept contiguous bands from day 1, the last open-ended', () => {
    expect(validateDurationBands(BANDS)).toBe(true)
    expect(validateDurationBands([{ minDays: 1, maxDays: 30 }])).toBe(true)
  })

  it('reject gaps, overlaps, a late start, an open band in the middle and none at all', () => {
    expect(validateDurationBands([{ minDays: 2, maxDays: null }])).toMatch(/day 1/)
    expect(
      validateDurationBands([
        { minDays: 1, maxDays: 2 },
        { minDays: 4, maxDays: null },
      ]),
    ).toMatch(/day 3/)
    expect(
      validateDurationBands([
        { minDays: 1, maxDays: 5 },
        { minDays: 3, maxDays: null },
      ]),
    ).toMatch(/day 6/)
    expect(
      validateDurationBands([
        { minDays: 1, maxDays: null },
        { minDays: 2, maxDays: 3 },
      ]),
    ).toMatch(/open-ended/)
    expect(validateDurationBands([{ minDays: 1, maxDays: 0 }])).toMatch(/ends before/)
    expect(validateDurationBands([])).toMatch(/at least one/)
  })
})

describe('seasons', () => {
  it('must not end before they start', () => {
    expect(validateSeasons(SEASONS)).toBe(true)
    expect(validateSeasons([{ name: 'odd', from: '2026-05-01', to: '2026-04-30' }])).toMatch(/odd ends before/)
  })
})

describe('rates', () => {
  const rate = { carCategory: 7, season: 'low', dailyAmounts: [6000, 5000, 4500, 4000] }

  it('accept one amount per band for a season of the list', () => {
    expect(validateRates([rate, { ...rate, season: 'high' }, { ...rate, carCategory: { id: 8 } }], LIST)).toBe(true)
    expect(validateRates(undefined, LIST)).toBe(true)
  })

  it('reject an unknown season, a duplicate, a wrong count and non-integer amounts', () => {
    expect(validateRates([{ ...rate, season: 'winter' }], LIST)).toMatch(/not a season/)
    expect(validateRates([rate, { ...rate, carCategory: { id: 7 } }], LIST)).toMatch(/already has a rate/)
    expect(validateRates([{ ...rate, dailyAmounts: [6000, 5000] }], LIST)).toMatch(/4 per-day amounts/)
    expect(validateRates([{ ...rate, dailyAmounts: [60.5, 50, 45, 40] }], LIST)).toMatch(/whole cents/)
    expect(validateRates([{ ...rate, dailyAmounts: [-1, 50, 45, 40] }], LIST)).toMatch(/whole cents/)
  })
})
