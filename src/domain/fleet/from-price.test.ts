import { describe, expect, it } from 'vitest'

import { DEFAULT_DURATION_BANDS } from '../pricing/price-list'
import { fromPriceProbes, lowestAmount } from './from-price'

describe('fromPriceProbes', () => {
  const now = new Date('2026-11-23T21:00:00Z')

  it('takes a pickup every day from tomorrow, for the shortest length of every band', () => {
    const probes = fromPriceProbes({ now, bands: DEFAULT_DURATION_BANDS, weeks: 1 })
    expect(probes).toHaveLength(7 * 4)
    expect(probes[0]).toEqual({ pickupDate: '2026-11-24', days: 1 })
    expect(probes.slice(0, 4).map((probe) => probe.days)).toEqual([1, 3, 7, 14])
    expect(probes.at(-1)).toEqual({ pickupDate: '2026-11-30', days: 14 })
  })

  it('looks eight weeks ahead by default and never probes a length twice on a day', () => {
    const probes = fromPriceProbes({
      now,
      bands: [
        { minDays: 0, maxDays: 1 },
        { minDays: 1, maxDays: null },
      ],
    })
    expect(probes).toHaveLength(56)
    expect(new Set(probes.map((probe) => probe.pickupDate)).size).toBe(56)
  })
})

describe('lowestAmount', () => {
  it('is the least amount, or undefined for none', () => {
    expect(lowestAmount([4500, 3600, 4000])).toBe(3600)
    expect(lowestAmount([])).toBeUndefined()
  })
})
