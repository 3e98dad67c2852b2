import { DEFAULT_DURATION_BANDS, DEFAULT_PRICE_LIST_ID } from '../../../domain/pricing/price-list'
import type { PriceList } from '../../../payload-types'
import type { SeedRun } from '../types'
import { CATEGORY_SEEDS, type SeasonRates } from './categories.data'
import { idAt, SEED_WRITE } from './run'

type SeasonName = keyof SeasonRates

/** Low October-April, shoulder May and September, high June-August; 2026 and 2027. */
export const SEASONS: readonly { name: SeasonName; from: string; to: string }[] = [
  { name: 'low', from: '2026-01-01', to: '2026-04-30' },
  { name: 'shoulder', from: '2026-05-01', to: '2026-05-31' },
  { name: 'high', from: '2026-06-01', to: '2026-08-31' },
  { name: 'shoulder', from: '2026-09-01', to: '2026-09-30' },
  { name: 'low', from: '2026-10-01', to: '2027-04-30' },
  { name: 'shoulder', from: '2027-05-01', to: '2027-05-31' },
  { name: 'high', from: '2027-06-01', to: '2027-08-31' },
  { name: 'shoulder', from: '2027-09-01', to: '2027-09-30' },
  { name: 'low', from: '2027-10-01', to: '2027-12-31' },
]

/** Per-day price of each duration band against the 1-2 day price: 1-2, 3-6, 7-13 and 14+ days. */
const BAND_FACTORS = [1, 0.92, 0.85, 0.78] as const
const SEASON_NAMES: readonly SeasonName[] = ['low', 'shoulder', 'high']

/** Per-day amounts in cents for each band, from a 1-2 day price in whole euros (rounded to euros). */
export function bandAmounts(dailyEuros: number): number[] {
  return BAND_FACTORS.map((factor) => Math.round(dailyEuros * factor) * 100)
}

/** Price list 148, in EUR, with a rate for every category and season. */
export async function seedPriceList({ payload, req }: SeedRun, categoryIds: readonly number[]): Promise<number> {
  const rates: NonNullable<PriceList['rates']> = CATEGORY_SEEDS.flatMap((seed, at) =>
    SEASON_NAMES.map((season) => ({
      carCategory: idAt(categoryIds, at, seed.model),
      season,
      dailyAmounts: bandAmounts(seed.rates[season]),
    })),
  )
  const { id } = await payload.create({
    collection: 'price-lists',
    req,
    ...SEED_WRITE,
    data: {
      code: DEFAULT_PRICE_LIST_ID,
      name: 'Vegur 2026-2027',
      currency: 'EUR',
      isDefault: true,
      durationBands: DEFAULT_DURATION_BANDS.map(({ minDays, maxDays }) => ({ minDays, maxDays })),
      seasons: SEASONS.map((season) => ({ ...season })),
      rates,
    },
  })
  return id
}
