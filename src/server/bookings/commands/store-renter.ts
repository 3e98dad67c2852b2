import 'server-only'

import type { Payload } from 'payload'

import { fail, type Result } from '@/domain/errors/result'
import { domainError } from '@/domain/errors/errors'
import type { BookingDetails } from '@/domain/validation/booking-details'
import type { Locale } from '@/i18n/locales'
import { recalculateBooking } from '@/server/bookings/commands/reprice'
import { clientData } from '@/server/rental/booking-store'
import type { BookingView } from '@/server/rental/booking-view'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

/**
 * Stores the Personal Information step on the held booking (proved by its voucher): the drivers
 * and the driver age through a recalculation (SPEC §4: the booking is repriced when drivers change,
 * e.g. the young driver fee), then the renter. NO_TEMPORARY_BOOKING when the hold is gone.
 */
export async function storeBookingDetails(params: {
  payload: Payload
  bookingId: number
  voucherNumber: string
  details: BookingDetails
  locale: Locale
  now: Date
}): Promise<Result<BookingView>> {
  const { payload, bookingId, voucherNumber, details } = params
  const recalculated = await recalculateBooking({
    payload,
    bookingId,
    voucherNumber,
    changes: { driverAge: details.client.driverAge },
    drivers: details.drivers,
    locale: params.locale,
    now: params.now,
  })
  if (!recalculated.isOk) return recalculated
  const stored = await withWriteTransaction<null>({ payload, lockKeys: [] }, async ({ req }) => {
    const updated = await payload.update({
      collection: 'bookings',
      where: {
        and: [
          { id: { equals: bookingId } },
          { voucherNumber: { equals: voucherNumber } },
          { status: { equals: 'held' } },
        ],
      },
      data: { client: clientData(details.client) },
      req,
    })
    return updated.docs.length === 1 ? { isOk: true, value: null } : fail(domainError('NO_TEMPORARY_BOOKING'))
  })
  if (!stored.isOk) return stored
  return { isOk: true, value: { ...recalculated.value, Client: clientData(details.client) } }
}
