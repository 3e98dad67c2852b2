import { domainError } from '../errors/errors'
import { fail, ok, type Result } from '../errors/result'
import type { WebCategoryId } from '../fleet/web-categories'
import { MIN_DRIVER_AGE } from '../search/search-defaults'

/**
 * Minimum driver ages as the rental engine holds them (edited in the admin): one per web category
 * (e.g. Large SUVs 25) and the age for every other car. A car category may set its own, which wins.
 */
export type AgeRules = {
  readonly byWebCategory: Readonly<Partial<Record<WebCategoryId, number>>>
  readonly otherwise: number
}

/** With no rules in the engine: every car from the youngest age the search offers. */
export const NO_AGE_RULES: AgeRules = { byWebCategory: {}, otherwise: MIN_DRIVER_AGE }

/** What the age rule looks at on a car category. */
export type AgedCategory = {
  readonly webCategory: WebCategoryId
  /** The category's own minimum age, if the admin set one. */
  readonly minimumAge?: number | null | undefined
}

/** The youngest driver allowed to rent a car of this category. */
export function minimumAge(category: AgedCategory, rules: AgeRules): number {
  if (category.minimumAge !== undefined && category.minimumAge !== null) return category.minimumAge
  return rules.byWebCategory[category.webCategory] ?? rules.otherwise
}

/** Whether a driver of `age` may rent a car of this category. */
export function isOldEnough(age: number, category: AgedCategory, rules: AgeRules): boolean {
  return age >= minimumAge(category, rules)
}

/** The age rule as a check: DRIVER_TOO_YOUNG with the minimum age when the driver is younger. */
export function checkDriverAge(age: number, category: AgedCategory, rules: AgeRules): Result<void> {
  const minimum = minimumAge(category, rules)
  return age >= minimum ? ok(undefined) : fail(domainError('DRIVER_TOO_YOUNG', { minimumAge: minimum }))
}
