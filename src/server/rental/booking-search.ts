import type { Payload } from 'payload'

import { bookingError, rentalFail, type RentalResult } from '@/domain/booking-errors'
import type { Locale } from '@/i18n/locales'

import { findBookingByNumber, findBookingByVoucherAndName, relationId } from './booking-load'
import { toBookingView, type BookingView, type StoredBooking } from './booking-view'
import { activeServices, findCategory } from './catalogue'

/**
 * A booking by its number (SPEC §7 booking search, used before a payment). Numbers are sequential,
 * so guessable: the answer leaves out the voucher number, client and drivers.
 */
export async function searchBooking(params: {
  payload: Payload
  number: string
  locale: Locale
}): Promise<RentalResult<BookingView>> {
  const booking = await findBookingByNumber({ payload: params.payload, number: params.number })
  if (!booking) return rentalFail(bookingError('BOOKING_NOT_FOUND'))
  return viewOf({ ...params, booking, isPrivate: false })
}

/**
 * Opens an existing booking by voucher number and last name (SPEC §6: manage access), both
 * compared without regard to case and accents. A temporary booking is not opened this way.
 */
export async function openExistingBooking(params: {
  payload: Payload
  voucherNumber: string
  lastName: string
  locale: Locale
}): Promise<RentalResult<BookingView>> {
  const booking = await findBookingByVoucherAndName(params)
  if (!booking || booking.status === 'held' || booking.status === 'expired') {
    return rentalFail(bookingError('BOOKING_NOT_FOUND'))
  }
  return viewOf({ ...params, booking, isPrivate: true })
}

export async function viewOf(params: {
  payload: Payload
  booking: StoredBooking
  locale: Locale
  isPrivate: boolean
}): Promise<RentalResult<BookingView>> {
  const { payload, booking, locale } = params
  const [category, services] = await Promise.all([
    findCategory({ payload, id: relationId(booking.carCategory), locale }),
    activeServices({ payload, locale }),
  ])
  if (!category) return rentalFail(bookingError('BOOKING_NOT_FOUND'))
  return { isOk: true, value: toBookingView({ booking, category, services, isPrivate: params.isPrivate }) }
}
