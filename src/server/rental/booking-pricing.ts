import 'server-only'

import { type Result, fail } from '@/domain/errors/result'
import { isPayNow, type BookingTypeId } from '@/domain/booking/booking-type'
import { domainError } from '@/domain/errors/errors'
import { quoteCategory, type Quote } from '@/domain/pricing/quote'
import { isMainProtection, protectionCode, protectionLevel, type ServiceSelection } from '@/domain/booking/services'
import { checkDriverAge } from '@/domain/booking/minimum-age'

import type { ServiceInput } from './booking-types'
import type { RentalCategory } from './mappers/category'
import type { RentalContext } from './rental-context'

/**
 * Prices a booking: the chosen services (fees are charged by rule, never chosen; a main protection
 * is taken in the variant of the car, so a large car gets the Large protection of the chosen level)
 * for a category and rental, paying now or at pickup. A driver younger than the car's minimum age
 * (Rental rules) is DRIVER_TOO_YOUNG: availability, calculate, save and manage all price here.
 */
export function priceBooking(params: {
  context: RentalContext
  category: RentalCategory
  pickupAt: Date
  returnAt: Date
  driverAge: number
  services: readonly ServiceInput[]
  bookingType: BookingTypeId
  now: Date
}): Result<Quote> {
  const { context, category } = params
  const age = checkDriverAge(params.driverAge, category, context.ageRules)
  if (!age.isOk) return age
  const selections = toSelections(params.services, category, context)
  if (!selections.isOk) return selections
  const quote = quoteCategory({
    categoryId: String(category.id),
    priceList: context.priceList,
    pickupAt: params.pickupAt,
    returnAt: params.returnAt,
    driverAge: params.driverAge,
    selections: selections.value,
    protectionVariant: category.size,
    pickupOffice: context.officeOut.hours,
    returnOffice: context.officeIn.hours,
    ...(context.promo && { promo: context.promo }),
    isPayNow: isPayNow(params.bookingType),
    now: params.now,
  })
  return quote.isOk ? quote : fail(quote.error)
}

function toSelections(
  services: readonly ServiceInput[],
  category: RentalCategory,
  context: RentalContext,
): Result<ServiceSelection[]> {
  const selections: ServiceSelection[] = []
  for (const service of services) {
    const known = context.services.find((candidate) => candidate.code === service.code)
    if (!known) return fail(domainError('SERVICE_NOT_OFFERED', { code: service.code }))
    if (known.group === 'fee' || !service.isSelected) continue
    const code = isMainProtection(service.code)
      ? protectionCode(protectionLevel(service.code), category.size)
      : service.code
    selections.push({ code, quantity: service.quantity })
  }
  return { isOk: true, value: selections }
}

/**
 * The category a booking is for, among the active ones; else CAR_CATEGORY_NOT_FOUND, or, when no
 * category is offered at all, the spec's NO_CAR_CATEGORIES (SPEC §8: a rate is chosen from a
 * non-empty car list).
 */
export function categoryById(categories: readonly RentalCategory[], id: number): Result<RentalCategory> {
  if (categories.length === 0) return fail(domainError('NO_CAR_CATEGORIES'))
  const category = categories.find((candidate) => candidate.id === id)
  return category ? { isOk: true, value: category } : fail(domainError('CAR_CATEGORY_NOT_FOUND', { id }))
}
