import 'server-only'

import type { Payload } from 'payload'

import { type Result, fail } from '@/domain/errors/result'
import { domainError } from '@/domain/errors/errors'
import type { Locale } from '@/i18n/locales'

import { findBookingByVoucherAndName } from './booking-load'
import { repriceBooking } from './booking-reprice'
import { driversData } from './booking-store'
import type { DriverInput, ServiceInput } from './booking-types'
import { toBookingView, type BookingView } from './booking-view'
import { withWriteTransaction } from './db/write-transaction'

/** What a visitor may change on a confirmed booking (Renteon ExBooking SaveModel). */
export type ExistingBookingChanges = {
  readonly services?: readonly ServiceInput[] | undefined
  readonly drivers?: readonly DriverInput[] | undefined
}

/**
 * Saves changes to an existing booking opened by voucher number and last name: services (the
 * booking is priced again; what was paid stays) and drivers (SPEC §7: update drivers). Only a
 * confirmed booking whose pickup is still ahead can change: else BOOKING_NOT_EDITABLE.
 */
export async function saveExistingBooking(params: {
  payload: Payload
  voucherNumber: string
  lastName: string
  changes: ExistingBookingChanges
  locale: Locale
  now: Date
}): Promise<Result<BookingView>> {
  const { payload, changes, locale, now } = params
  const booking = await findBookingByVoucherAndName(params)
  if (!booking || booking.status === 'held' || booking.status === 'expired') {
    return fail(domainError('BOOKING_NOT_FOUND'))
  }
  if (booking.status !== 'confirmed' || new Date(booking.dateOut).getTime() <= now.getTime()) {
    return fail(domainError('BOOKING_NOT_EDITABLE'))
  }
  const repriced = await repriceBooking({ payload, booking, changes: { services: changes.services }, locale, now })
  if (!repriced.isOk) return repriced
  const saved = await withWriteTransaction<true>({ payload, lockKeys: [] }, async ({ req }) => {
    const { services, totals } = repriced.value.data
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      req,
      data: { services, totals, ...(changes.drivers && { drivers: driversData(changes.drivers) }) },
    })
    return { isOk: true, value: true }
  })
  if (!saved.isOk) return saved
  const updated = await findBookingByVoucherAndName(params)
  if (!updated) return fail(domainError('BOOKING_NOT_FOUND'))
  const { category, context } = repriced.value
  return {
    isOk: true,
    value: toBookingView({ booking: updated, category, services: context.services, isPrivate: true }),
  }
}
