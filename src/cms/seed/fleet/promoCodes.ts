import type { PromoCode } from '../../../payload-types'
import type { SeedRun } from '../types'
import { SEED_WRITE } from './run'

type PromoSeed = Pick<PromoCode, 'code' | 'kind' | 'value'> &
  Partial<Pick<PromoCode, 'currency' | 'validFrom' | 'validTo'>>

/** WINTER10 (10% in the low season), WELCOME (20 EUR off) and SUMMER4X4 (5% off the 4x4s in summer). */
export async function seedPromoCodes({ payload, req }: SeedRun, fourByFourIds: readonly number[]): Promise<number> {
  const promos: (PromoSeed & { carCategories?: number[] })[] = [
    { code: 'WINTER10', kind: 'percentage', value: 10, validFrom: '2026-10-01', validTo: '2027-04-30' },
    { code: 'WELCOME', kind: 'fixed', value: 2_000, currency: 'EUR' },
    {
      code: 'SUMMER4X4',
      kind: 'percentage',
      value: 5,
      validFrom: '2026-06-01',
      validTo: '2026-08-31',
      carCategories: [...fourByFourIds],
    },
  ]
  for (const promo of promos) {
    await payload.create({ collection: 'promo-codes', req, ...SEED_WRITE, data: { ...promo, isActive: true } })
  }
  return promos.length
}
