import 'server-only'

import { MIN_DRIVER_AGE } from '@/domain/search/search-defaults'
import type { AgeRules } from '@/domain/booking/minimum-age'
import type { RentalRule } from '@/payload-types'

/** The age rules of the Rental rules global; never saved yet means every car from the youngest age offered. */
export function toAgeRules(doc: Partial<Pick<RentalRule, 'minimumAge' | 'minimumAgeByWebCategory'>>): AgeRules {
  const byWebCategory: Record<string, number> = {}
  for (const row of doc.minimumAgeByWebCategory ?? []) byWebCategory[row.webCategory] = row.minimumAge
  return { byWebCategory, otherwise: doc.minimumAge ?? MIN_DRIVER_AGE }
}
