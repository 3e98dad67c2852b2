import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import { type BookingTypeId, bookingTypeId, storedBookingType } from '@/domain/booking/booking-type'
import type { Quote } from '@/domain/pricing/quote'
import type { Locale } from '@/i18n/locales'
import type { Booking } from '@/payload-types'

import { relationId } from '@/server/bookings/booking-load'
import { categoryById, priceBooking } from './booking-pricing'
import { pricedBookingData, storedSelections } from './booking-store'
import type { ServiceInput } from './booking-types'
import type { StoredBooking } from './booking-view'
import { activeCategories } from './catalogue'
import type { RentalCategory } from './mappers/category'
import { loadRentalContext, type RentalContext } from './rental-context'

/** What a visitor may change on a booking without choosing another car or other dates. */
export type BookingChanges = {
  readonly services?: readonly ServiceInput[] | undefined
  readonly driverAge?: number | undefined
  readonly promoCode?: string | undefined
  readonly bookingType?: BookingTypeId | undefined
}

export type Repriced = {
  readonly quote: Quote
  readonly context: RentalContext
  readonly category: RentalCategory
  /** The fields to write: services, totals (never totalPaid), promo, driver age, booking type. */
  readonly data: Partial<Pick<Booking, 'services' | 'totals' | 'promoCode' | 'driverAge' | 'bookingType'>>
}

/** Prices a stored booking again with `changes` (SPEC §4: recalculated whenever services or drivers change). */
export async function repriceBooking(params: {
  payload: Payload
  booking: StoredBooking
  changes: BookingChanges
  locale: Locale
  now: Date
}): Promise<Result<Repriced>> {
  const { payload, booking, changes, locale, now } = params
  const promoCode = changes.promoCode === undefined ? (booking.promoCode ?? undefined) : changes.promoCode.trim()
  const [context, categories] = await Promise.all([
    loadRentalContext({
      payload,
      officeOut: relationId(booking.officeOut),
      officeIn: relationId(booking.officeIn),
      priceListCode: booking.priceListId,
      promoCode,
      locale,
    }),
    activeCategories({ payload, locale }),
  ])
  if (!context.isOk) return context
  const category = categoryById(categories, relationId(booking.carCategory))
  if (!category.isOk) return category
  const bookingType = changes.bookingType ?? bookingTypeId(booking.bookingType)
  const driverAge = changes.driverAge ?? booking.driverAge
  const quote = priceBooking({
    context: context.value,
    category: category.value,
    pickupAt: new Date(booking.dateOut),
    returnAt: new Date(booking.dateIn),
    driverAge,
    services: changes.services ?? storedSelections(booking),
    bookingType,
    now,
  })
  if (!quote.isOk) return quote
  const priced = pricedBookingData({
    quote: quote.value,
    services: context.value.services,
    totalPaid: booking.totals?.totalPaid ?? 0,
  })
  return {
    isOk: true,
    value: {
      quote: quote.value,
      context: context.value,
      category: category.value,
      data: {
        ...priced,
        promoCode: promoCode ? promoCode.toUpperCase() : null,
        driverAge,
        bookingType: storedBookingType(bookingType),
      },
    },
  }
}
