import 'server-only'

import type { Payload } from 'payload'

import { type Result, fail } from '@/domain/errors/result'
import { storedBookingType } from '@/domain/booking/booking-type'
import { domainError } from '@/domain/errors/errors'
import { isLiveHold } from '@/domain/booking/holds'
import type { Locale } from '@/i18n/locales'

import { findBookingByVoucher } from './booking-load'
import type { BookingChanges } from './booking-reprice'
import { repriceBooking } from './booking-reprice'
import { driversData, pricedBookingData } from './booking-store'
import type { DriverInput, RentalRequest } from './booking-types'
import { holdState, toBookingView, type BookingView, type StoredBooking } from './booking-view'
import { withWriteTransaction } from './db/write-transaction'
import { quoteRequest } from './request-quote'

/**
 * Recalculates the temporary booking `bookingId` (proved by its voucher number) with new services,
 * drivers, driver age, promo or way to pay, and stores the result (SPEC §4). Payments and the paid
 * amount are never touched, and neither is the hold's expiry: recalculating never renews a hold.
 * NO_BOOKING_TO_RECALCULATE when there is no such held booking, or its hold has lapsed.
 */
export async function recalculateBooking(params: {
  payload: Payload
  bookingId: number
  voucherNumber: string
  changes: BookingChanges
  drivers?: readonly DriverInput[] | undefined
  locale: Locale
  now: Date
}): Promise<Result<BookingView>> {
  const { payload, bookingId, voucherNumber, locale, now } = params
  const booking = await findBookingByVoucher({ payload, id: bookingId, voucherNumber })
  if (!booking || !isLiveHold(holdState(booking), now.getTime())) {
    return fail(domainError('NO_BOOKING_TO_RECALCULATE'))
  }
  const repriced = await repriceBooking({ payload, booking, changes: params.changes, locale, now })
  if (!repriced.isOk) return repriced
  const { category, context } = repriced.value
  const saved = await withWriteTransaction<StoredBooking>({ payload, lockKeys: [] }, async ({ req }) => {
    // data never names heldUntil, status or the holder.
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      req,
      data: { ...repriced.value.data, ...(params.drivers && { drivers: driversData(params.drivers) }) },
    })
    const updated = await findBookingByVoucher({ payload, id: booking.id, voucherNumber, req })
    return updated ? { isOk: true, value: updated } : fail(domainError('NO_BOOKING_TO_RECALCULATE'))
  })
  if (!saved.isOk) return saved
  return {
    isOk: true,
    value: toBookingView({ booking: saved.value, category, services: context.services, isPrivate: true }),
  }
}

/** Prices a booking that is not stored (Renteon calculate without a temporary booking). */
export async function calculateQuote(params: {
  payload: Payload
  request: RentalRequest
  now: Date
}): Promise<Result<BookingView>> {
  const { payload, request, now } = params
  const quoted = await quoteRequest({ payload, request, now })
  if (!quoted.isOk) return quoted
  const { context, category, quote } = quoted.value
  const { officeOut, officeIn, services, priceList } = context
  const draft: StoredBooking = {
    id: 0,
    number: '',
    voucherNumber: '',
    status: 'held',
    bookingType: storedBookingType(request.bookingType),
    carCategory: category.id,
    officeOut: { id: officeOut.id, code: officeOut.code },
    officeIn: { id: officeIn.id, code: officeIn.code },
    dateOut: request.pickupAt.toISOString(),
    dateIn: request.returnAt.toISOString(),
    priceListId: priceList.id,
    currency: priceList.currency,
    promoCode: request.promoCode?.trim().toUpperCase() || null,
    driverAge: request.driverAge,
    drivers: driversData(request.drivers ?? []),
    locale: request.locale,
    updatedAt: now.toISOString(),
    createdAt: now.toISOString(),
    ...pricedBookingData({ quote, services, totalPaid: 0 }),
  }
  const view = toBookingView({ booking: draft, category: category, services, isPrivate: true })
  return { isOk: true, value: { ...view, BookingId: null, Number: null, VoucherNumber: null, HeldUntil: null } }
}
