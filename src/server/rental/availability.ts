import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import { categoryAvailability } from '@/domain/fleet/availability-count'
import { excessFor } from '@/domain/booking/cover-rules'
import { bookableFirst, eligibilityFor } from '@/domain/booking/eligibility'
import { minimumAge } from '@/domain/booking/minimum-age'
import type { CurrencyCode } from '@/domain/money/money'
import { quoteConverter } from '@/domain/money/quote-currency'
import { quoteCategory } from '@/domain/pricing/quote'
import type { Locale } from '@/i18n/locales'
import { currentExchangeRates } from '@/server/exchange-rates'

import { activeCategories } from './catalogue'
import { longestBookingMs } from './booking-span'
import { freeUnitsByCategory } from './capacity'
import { toCarCategoryResult, type CarCategoryResult } from './category-result'
import { sqlRunner } from './db/sql'
import { coverRulesOfServices } from './mappers/service'
import { checkRentalDates, loadRentalContext } from './rental-context'

export type AvailabilityQuery = {
  readonly officeOut: string | number
  readonly officeIn: string | number
  readonly pickupAt: Date
  readonly returnAt: Date
  readonly driverAge: number
  readonly promo?: string | undefined
  readonly priceListCode?: number | undefined
  /** The currency the amounts are answered in (SPEC §7); the price list's when absent. */
  readonly currency?: CurrencyCode | undefined
  readonly locale: Locale
}

/**
 * The car categories bookable at the pickup office for a rental, priced for paying now and at
 * pickup: a category without a free unit is left out, or offered ON_REQUEST when it says so; one
 * the price list does not price for these dates is left out. A one-way rental needs a unit that
 * is free at the pickup office from pickup on, since it does not come back. Each result names its
 * minimum driver age and whether the search's driver may book it: the cars the driver is too young
 * for are NOT_BOOKABLE (DRIVER_TOO_YOUNG, with the age) and come after the bookable ones; holding
 * one is refused. Amounts are in the price list's currency, or converted to the asked `currency`
 * at the site's exchange rates (the ones the pages show prices with).
 */
export async function searchAvailability(params: {
  payload: Payload
  query: AvailabilityQuery
  now: Date
}): Promise<Result<CarCategoryResult[]>> {
  const { payload, query, now } = params
  const dates = checkRentalDates({ pickupAt: query.pickupAt, returnAt: query.returnAt, now })
  if (!dates.isOk) return dates
  const [context, categories] = await Promise.all([
    loadRentalContext({ payload, ...query, promoCode: query.promo }),
    activeCategories({ payload, locale: query.locale }),
  ])
  if (!context.isOk) return context
  const { officeOut, officeIn, priceList, promo, services, ageRules } = context.value
  const converter = quoteConverter({
    from: priceList.currency,
    to: query.currency ?? priceList.currency,
    rates: query.currency && query.currency !== priceList.currency ? (await currentExchangeRates()).rates : {},
  })
  if (!converter.isOk) return converter
  const cover = coverRulesOfServices(services)
  const free = await freeUnitsByCategory({
    runner: sqlRunner(payload),
    officeId: officeOut.id,
    categoryIds: categories.map((category) => category.id),
    pickupAt: query.pickupAt,
    returnAt: query.returnAt,
    isOneWay: officeIn.id !== officeOut.id,
    now,
    longestBookingMs: await longestBookingMs(payload, now.getTime()),
  })
  const results: CarCategoryResult[] = []
  for (const category of categories) {
    const availability = categoryAvailability({
      freeUnits: free.get(category.id) ?? 0,
      soldOutPolicy: category.soldOutPolicy,
    })
    if (availability === 'HIDDEN') continue
    const quote = quoteCategory({
      categoryId: String(category.id),
      priceList,
      pickupAt: query.pickupAt,
      returnAt: query.returnAt,
      driverAge: query.driverAge,
      selections: [],
      protectionVariant: category.size,
      pickupOffice: officeOut.hours,
      returnOffice: officeIn.hours,
      ...(promo && { promo }),
      isPayNow: true,
      now,
    })
    if (!quote.isOk) continue
    const quoteKey = { ...query, officeOut: officeOut.code, officeIn: officeIn.code }
    const youngest = minimumAge(category, ageRules)
    results.push(
      toCarCategoryResult({
        category,
        quote: quote.value,
        availability,
        quoteKey,
        basicExcess: excessFor(cover, 'basic', category.size),
        minimumAge: youngest,
        eligibility: eligibilityFor({ driverAge: query.driverAge, minimumAge: youngest }),
        converter: converter.value,
      }),
    )
  }
  return { isOk: true, value: bookableFirst(results) }
}
