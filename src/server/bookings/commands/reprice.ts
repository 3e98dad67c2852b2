import 'server-only'

import type { Payload } from 'payload'

import { type Result, fail } from '@/domain/errors/result'
import { domainError } from '@/domain/errors/errors'
import { isLiveHold } from '@/domain/booking/holds'
import type { Locale } from '@/i18n/locales'
import { findBookingByVoucher } from '@/server/bookings/booking-load'
import { repriceBooking, type BookingChanges } from '@/server/rental/booking-reprice'
import { driversData } from '@/server/rental/booking-store'
import type { DriverInput } from '@/server/rental/booking-types'
import { holdState, toBookingView, type BookingView, type StoredBooking } from '@/server/rental/booking-view'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

/**
 * Command "reprice": recalculates the temporary booking `bookingId` (proved by its voucher number) with new services,
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
