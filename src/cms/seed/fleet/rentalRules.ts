import type { SeedRun } from '../types'
import { SEED_WRITE } from './run'
import { RENTAL_RULES_SEED } from './rentalRules.data'

/** Saves the Rental rules global (minimum driver ages). */
export async function seedRentalRules({ payload, req }: SeedRun): Promise<void> {
  await payload.updateGlobal({ slug: 'rental-rules', req, ...SEED_WRITE, data: RENTAL_RULES_SEED })
}
