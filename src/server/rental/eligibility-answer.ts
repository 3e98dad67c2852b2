import 'server-only'

import type { Eligibility } from '@/domain/booking/eligibility'
import { domainError } from '@/domain/errors/errors'
import type { Locale } from '@/i18n/locales'
import { inLanguage } from '@/server/http/api-response'

import type { CarCategoryResult } from './category-result'

/** A car of the availability answer: a car the driver may not book also says why, in words. */
export type AnsweredCarCategory = Omit<CarCategoryResult, 'eligibility'> & {
  eligibility: Eligibility & { message?: string }
}

/**
 * The search's cars as the availability API answers them: each NOT_BOOKABLE car carries the
 * refusal a hold would get (DRIVER_TOO_YOUNG's text with the age) in the search's language, so a
 * client can say why before the visitor taps.
 */
export async function withEligibilityMessages(
  cars: readonly CarCategoryResult[],
  locale: Locale,
): Promise<AnsweredCarCategory[]> {
  const messages = new Map<number, string>()
  for (const car of cars) {
    const { eligibility } = car
    if (eligibility.status === 'BOOKABLE' || messages.has(eligibility.minimumAge)) continue
    const refusal = await inLanguage(domainError(eligibility.reason, { minimumAge: eligibility.minimumAge }), locale)
    messages.set(eligibility.minimumAge, refusal.message)
  }
  return cars.map((car) =>
    car.eligibility.status === 'BOOKABLE'
      ? car
      : { ...car, eligibility: { ...car.eligibility, message: messages.get(car.eligibility.minimumAge) ?? '' } },
  )
}
