import type { Payload } from 'payload'

import { newVoucherNumber } from '@/cms/collections/rental/Bookings/voucher'
import { rentalFail, type RentalResult } from '@/domain/booking-errors'
import { domainError } from '@/domain/errors'

import { findBookingByVoucher } from './booking-load'
import { nextNumber } from './booking-number-sql'
import { driversData, pricedBookingData } from './booking-store'
import { HOLD_MINUTES, type RentalRequest } from './booking-types'
import { toBookingView, type BookingView } from './booking-view'
import { freeUnitsByCategory } from './capacity'
import { BOOKING_NUMBER_LOCK_KEY, capacityLockKey, withWriteTransaction } from './db/write-transaction'
import { quoteRequest } from './request-quote'

/**
 * Choosing a car (SPEC §4): creates a temporary booking that holds one unit of the category at the
 * pickup office for HOLD_MINUTES. The free-unit check and the insert are one write transaction under
 * the capacity lock, so two visitors cannot hold the last car. CAR_NOT_AVAILABLE when none is free.
 */
export async function createTemporaryBooking(params: {
  payload: Payload
  request: RentalRequest
  now: Date
}): Promise<RentalResult<BookingView>> {
  const { payload, request, now } = params
  const quoted = await quoteRequest({ payload, request, now })
  if (!quoted.isOk) return quoted
  const { context, category, quote } = quoted.value
  const { officeOut, officeIn, services, priceList } = context

  const created = await withWriteTransaction<{ id: number; voucherNumber: string }>(
    {
      payload,
      lockKeys: [capacityLockKey({ categoryId: category.id, officeId: officeOut.id }), BOOKING_NUMBER_LOCK_KEY],
    },
    async ({ runner, req }) => {
      const free = await freeUnitsByCategory({
        runner,
        officeId: officeOut.id,
        categoryIds: [category.id],
        ...request,
        now,
      })
      if ((free.get(category.id) ?? 0) < 1) return rentalFail(domainError('CAR_NOT_AVAILABLE'))
      const doc = await payload.create({
        collection: 'bookings',
        req,
        data: {
          number: await nextNumber(runner),
          voucherNumber: newVoucherNumber(),
          status: 'held',
          heldUntil: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
          bookingType: String(request.bookingType) as '2' | '3',
          carCategory: category.id,
          officeOut: officeOut.id,
          officeIn: officeIn.id,
          dateOut: request.pickupAt.toISOString(),
          dateIn: request.returnAt.toISOString(),
          priceListId: priceList.id,
          currency: priceList.currency,
          promoCode: request.promoCode?.trim().toUpperCase() || null,
          driverAge: request.driverAge,
          drivers: driversData(request.drivers ?? []),
          locale: request.locale,
          ...pricedBookingData({ quote, services, totalPaid: 0 }),
        },
      })
      return { isOk: true, value: { id: doc.id, voucherNumber: doc.voucherNumber } }
    },
  )
  if (!created.isOk) return created
  const booking = await findBookingByVoucher({
    payload,
    id: created.value.id,
    voucherNumber: created.value.voucherNumber,
  })
  if (!booking) return rentalFail(domainError('NO_TEMPORARY_BOOKING'))
  return { isOk: true, value: toBookingView({ booking, category: category, services, isPrivate: true }) }
}
