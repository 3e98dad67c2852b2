import 'server-only'

import type { Payload } from 'payload'

import { fail, type Result } from '@/domain/errors/result'
import { domainError } from '@/domain/errors/errors'
import { normalizeBookingNumber } from '@/domain/booking/booking-number'
import type { Locale } from '@/i18n/locales'

import { findBookingByNumber, findBookingByVoucherAndName, relationId } from '@/server/bookings/booking-load'
import { toBookingView, type BookingView, type StoredBooking } from './booking-view'
import { activeServices, findCategory } from './catalogue'

/**
 * What a booking search answers to whoever holds only the number. Numbers are sequential, so
 * guessable: nothing personal or financial (no voucher, client, drivers, prices or payments).
 */
export type PublicBookingView = Pick<
  BookingView,
  'Number' | 'Status' | 'BookingTypeId' | 'CarCategoryId' | 'OfficeOutId' | 'OfficeInId' | 'DateOut' | 'DateIn' | 'Days'
>

/**
 * A booking by its number (SPEC §7 booking search, used before a payment). With the voucher number
 * and last name of that same booking the whole booking is answered; with the number alone only
 * its public part. Any wrong detail is BOOKING_NOT_FOUND alike.
 */
export async function searchBooking(params: {
  payload: Payload
  number: string
  credentials?: { voucherNumber: string; lastName: string } | undefined
  locale: Locale
}): Promise<Result<BookingView | PublicBookingView>> {
  const { payload, credentials } = params
  if (credentials) {
    const booking = await findBookingByVoucherAndName({ payload, ...credentials })
    if (!booking || booking.number !== normalizeBookingNumber(params.number) || !isOpenable(booking)) {
      return fail(domainError('BOOKING_NOT_FOUND'))
    }
    return viewOf({ ...params, booking, isPrivate: true })
  }
  const booking = await findBookingByNumber({ payload, number: params.number })
  if (!booking) return fail(domainError('BOOKING_NOT_FOUND'))
  const view = await viewOf({ ...params, booking, isPrivate: false })
  return view.isOk ? { isOk: true, value: publicView(view.value) } : view
}

function publicView(view: BookingView): PublicBookingView {
  const { Number, Status, BookingTypeId, CarCategoryId, OfficeOutId, OfficeInId, DateOut, DateIn, Days } = view
  return { Number, Status, BookingTypeId, CarCategoryId, OfficeOutId, OfficeInId, DateOut, DateIn, Days }
}

function isOpenable(booking: StoredBooking): boolean {
  return booking.status !== 'held' && booking.status !== 'expired'
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
}): Promise<Result<BookingView>> {
  const booking = await findBookingByVoucherAndName(params)
  if (!booking || !isOpenable(booking)) return fail(domainError('BOOKING_NOT_FOUND'))
  return viewOf({ ...params, booking, isPrivate: true })
}

export async function viewOf(params: {
  payload: Payload
  booking: StoredBooking
  locale: Locale
  isPrivate: boolean
}): Promise<Result<BookingView>> {
  const { payload, booking, locale } = params
  const [category, services] = await Promise.all([
    findCategory({ payload, id: relationId(booking.carCategory), locale }),
    activeServices({ payload, locale }),
  ])
  if (!category) return fail(domainError('BOOKING_NOT_FOUND'))
  return { isOk: true, value: toBookingView({ booking, category, services, isPrivate: params.isPrivate }) }
}
