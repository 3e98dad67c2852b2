import type { RentalRule } from '../../../payload-types'

/**
 * Minimum driver ages, as the FAQ and the rental terms state them: 19 for most cars, 21 for SUVs
 * and 4x4s, 25 for large 4x4s (a car category may set its own, see categories.data.ts).
 */
export const RENTAL_RULES_SEED: Pick<RentalRule, 'minimumAge' | 'minimumAgeByWebCategory'> = {
  minimumAge: 19,
  minimumAgeByWebCategory: [
    { webCategory: 'MidSizeSUVs', minimumAge: 21 },
    { webCategory: 'LargeSUVs', minimumAge: 25 },
  ],
}
