import { describe, expect, it } from 'vitest'

import { isAcrissCode } from '../../collections/rental/CarCategories/acriss'
import { validateRegistration } from '../../collections/rental/Vehicles/registration'
import { validateDurationBands, validateRates, validateSeasons } from '../../collections/rental/PriceLists/validate'
import { DEFAULT_DURATION_BANDS } from '../../../domain/pricing/price-list'
import { WEB_CATEGORIES, webCategoryOf } from '../../../domain/fleet/web-categories'
import { CATEGORY_SEEDS } from './categories.data'
import { bandAmounts, SEASONS } from './priceList'
import { demoPlate } from './vehicles'

describe('fleet seed data', () => {
  it('has valid ACRISS codes and covers every web category', () => {
    expect(CATEGORY_SEEDS.every((seed) => isAcrissCode(seed.acrissCode))).toBe(true)
    const webCategories = new Set(
      CATEGORY_SEEDS.map((seed) =>
        webCategoryOf({
          acrissCode: seed.acrissCode,
          passengerCount: seed.seats,
          fuels: seed.fuels,
          co2: seed.co2,
          webCategory: seed.webCategory,
        }),
      ),
    )
    expect(webCategories.size).toBe(WEB_CATEGORIES.length)
  })

  it('has about 60 cars, one model with a single car and one offered on request', () => {
    const units = CATEGORY_SEEDS.map((seed) => seed.units)
    expect(units.reduce((sum, count) => sum + count, 0)).toBe(61)
    expect(units).toContain(1)
    expect(CATEGORY_SEEDS.filter((seed) => seed.whenSoldOut === 'on-request')).toHaveLength(1)
  })

  it('prices every day of 2026 and 2027, cheaper per day for longer rentals', () => {
    expect(validateSeasons(SEASONS)).toBe(true)
    for (const [at, season] of SEASONS.entries()) {
      const next = SEASONS[at + 1]
      if (next)
        expect(new Date(`${season.to}T00:00:00Z`).getTime() + 86_400_000).toBe(Date.parse(`${next.from}T00:00:00Z`))
    }
    expect([SEASONS[0]?.from, SEASONS.at(-1)?.to]).toEqual(['2026-01-01', '2027-12-31'])
    expect(bandAmounts(45)).toEqual([4500, 4100, 3800, 3500])
    const rates = CATEGORY_SEEDS.map((seed, at) => ({
      carCategory: at,
      season: 'high',
      dailyAmounts: bandAmounts(seed.rates.high),
    }))
    const priceList = { durationBands: [...DEFAULT_DURATION_BANDS], seasons: SEASONS }
    expect(validateDurationBands(priceList.durationBands)).toBe(true)
    expect(validateRates(rates, priceList)).toBe(true)
  })

  it('gives every car its own valid plate', () => {
    const plates = Array.from({ length: 200 }, (_, index) => demoPlate(index))
    expect(new Set(plates).size).toBe(plates.length)
    expect(plates.every((plate) => validateRegistration(plate) === true)).toBe(true)
  })
})
