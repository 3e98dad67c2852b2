import type { SeedRun } from '../types'
import { SEED_WRITE } from './run'
import { forOtherLocales, lines } from './locales'
import { NEVER_COVERED, RENTAL_RULES_SEED } from './rentalRules.data'

/** Saves the Rental rules global: minimum driver ages, and what no protection covers in every language. */
export async function seedRentalRules({ payload, req }: SeedRun): Promise<void> {
  await payload.updateGlobal({
    slug: 'rental-rules',
    locale: 'en',
    req,
    ...SEED_WRITE,
    data: { ...RENTAL_RULES_SEED, neverCovered: lines(NEVER_COVERED.en) },
  })
  await forOtherLocales((locale) =>
    payload.updateGlobal({
      slug: 'rental-rules',
      locale,
      req,
      ...SEED_WRITE,
      data: { neverCovered: lines(NEVER_COVERED[locale]) },
    }),
  )
}
