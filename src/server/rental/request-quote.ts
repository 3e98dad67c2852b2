import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import type { Quote } from '@/domain/pricing/quote'

import { categoryById, priceBooking } from './booking-pricing'
import type { RentalRequest } from './booking-types'
import { activeCategories } from './catalogue'
import type { RentalCategory } from './mappers/category'
import { checkRentalDates, loadRentalContext, type RentalContext } from './rental-context'

export type RequestQuote = { context: RentalContext; category: RentalCategory; quote: Quote }

/** Checks the dates, loads the offices, prices and category of a request, and prices it. */
export async function quoteRequest(params: {
  payload: Payload
  request: RentalRequest
  now: Date
}): Promise<Result<RequestQuote>> {
  const { payload, request, now } = params
  const dates = checkRentalDates({ pickupAt: request.pickupAt, returnAt: request.returnAt, now })
  if (!dates.isOk) return dates
  const [context, categories] = await Promise.all([
    loadRentalContext({ payload, ...request }),
    activeCategories({ payload, locale: request.locale }),
  ])
  if (!context.isOk) return context
  const category = categoryById(categories, request.categoryId)
  if (!category.isOk) return category
  const quote = priceBooking({ ...request, context: context.value, category: category.value, now })
  if (!quote.isOk) return quote
  return { isOk: true, value: { context: context.value, category: category.value, quote: quote.value } }
}
