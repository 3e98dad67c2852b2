import type { Payload } from 'payload'

import { currentExchangeRates } from '@/server/exchange-rates'

import { rentalFail, type RentalResult } from '@/domain/booking-errors'
import { domainError } from '@/domain/errors'
import type { Locale } from '@/i18n/locales'

import { findBookingByVoucher, relationId } from './booking-load'
import { repriceBooking, type BookingChanges } from './booking-reprice'
import { clientData, driversData } from './booking-store'
import type { ClientInput, DriverInput } from './booking-types'
import { toBookingView, type BookingView } from './booking-view'
import { freeUnitsByCategory } from './capacity'
import { sql } from './db/sql'
import { capacityLockKey, withWriteTransaction } from './db/write-transaction'

export type SaveBookingInput = {
  readonly bookingId: number | undefined
  readonly voucherNumber: string | undefined
  readonly client: ClientInput
  readonly drivers: readonly DriverInput[]
  readonly changes: BookingChanges
  readonly locale: Locale
}

export type SavedBooking = { readonly booking: BookingView; readonly bookingId: number; readonly bookingNumber: string }

/**
 * Saves (confirms) a temporary booking (SPEC §4): pay now (type 3, the default) or at pickup (2).
 * One write transaction under the capacity lock re-reads the booking, re-checks that a unit is
 * free for its dates (the booking's own hold left out, since it may have lapsed), and confirms it
 * with the client, drivers, services and totals, so the last car is never sold twice
 * (CAR_NOT_AVAILABLE, 409). Saving a booking that is already confirmed answers it as it is.
 * Without a temporary booking: NO_TEMPORARY_BOOKING.
 */
export async function saveBooking(params: {
  payload: Payload
  input: SaveBookingInput
  now: Date
}): Promise<RentalResult<SavedBooking>> {
  const { payload, input, now } = params
  if (input.bookingId === undefined || !input.voucherNumber) return rentalFail(domainError('NO_TEMPORARY_BOOKING'))
  const voucherNumber = input.voucherNumber
  const found = await findBookingByVoucher({ payload, id: input.bookingId, voucherNumber })
  if (!found || (found.status !== 'held' && found.status !== 'confirmed')) {
    return rentalFail(domainError('NO_TEMPORARY_BOOKING'))
  }
  const changes = { ...input.changes, driverAge: input.changes.driverAge ?? input.client.driverAge }
  const repriced = await repriceBooking({ payload, booking: found, changes, locale: input.locale, now })
  if (!repriced.isOk) return repriced
  const { category, context } = repriced.value
  const officeId = relationId(found.officeOut)
  // Payments settle in ISK at the rate of the day the booking was made (SPEC §9).
  const exchangeRate = found.exchangeRate ?? (await currentExchangeRates()).rates.ISK

  const saved = await withWriteTransaction<number>(
    { payload, lockKeys: [capacityLockKey({ categoryId: category.id, officeId })] },
    async ({ runner, req }) => {
      const [current] = await runner.rows(sql`SELECT status FROM bookings WHERE id = ${found.id}`)
      if (current?.status === 'confirmed') return { isOk: true, value: found.id }
      if (current?.status !== 'held') return rentalFail(domainError('NO_TEMPORARY_BOOKING'))
      const free = await freeUnitsByCategory({
        runner,
        officeId,
        categoryIds: [category.id],
        pickupAt: new Date(found.dateOut),
        returnAt: new Date(found.dateIn),
        now,
        excludeBookingId: found.id,
      })
      if ((free.get(category.id) ?? 0) < 1) return rentalFail(domainError('CAR_NOT_AVAILABLE'))
      await payload.update({
        collection: 'bookings',
        id: found.id,
        req,
        data: {
          ...repriced.value.data,
          status: 'confirmed',
          heldUntil: null,
          exchangeRate,
          client: clientData(input.client),
          drivers: driversData(input.drivers),
          locale: input.locale,
        },
      })
      return { isOk: true, value: found.id }
    },
  )
  if (!saved.isOk) return saved
  const booking = await findBookingByVoucher({ payload, id: saved.value, voucherNumber })
  if (!booking) return rentalFail(domainError('NO_TEMPORARY_BOOKING'))
  const view = toBookingView({ booking, category, services: context.services, isPrivate: true })
  return { isOk: true, value: { booking: view, bookingId: booking.id, bookingNumber: booking.number } }
}
