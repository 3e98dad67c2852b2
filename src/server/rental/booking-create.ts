import type { Payload } from 'payload'

import { newVoucherNumber } from '@/cms/collections/rental/Bookings/voucher'
import { rentalFail, type RentalResult } from '@/domain/booking-errors'
import { domainError } from '@/domain/errors'

import { findBookingByVoucher } from './booking-load'
import { nextNumber } from './booking-number-sql'
import { categoryById, priceBooking } from './booking-pricing'
import { driversData, pricedBookingData } from './booking-store'
import { HOLD_MINUTES, type RentalRequest } from './booking-types'
import { toBookingView, type BookingView } from './booking-view'
import { freeUnitsByCategory } from './capacity'
import { activeCategories } from './catalogue'
import { BOOKING_NUMBER_LOCK_KEY, capacityLockKey, withWriteTransaction } from './db/write-transaction'
import { checkRentalDates, loadRentalContext } from './rental-context'

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
  const { officeOut, officeIn, services, priceList } = context.value

  const created = await withWriteTransaction<{ id: number; voucherNumber: string }>(
    {
      payload,
      lockKeys: [capacityLockKey({ categoryId: category.value.id, officeId: officeOut.id }), BOOKING_NUMBER_LOCK_KEY],
    },
    async ({ runner, req }) => {
      const free = await freeUnitsByCategory({
        runner,
        officeId: officeOut.id,
        categoryIds: [category.value.id],
        ...request,
        now,
      })
      if ((free.get(category.value.id) ?? 0) < 1) return rentalFail(domainError('CAR_NOT_AVAILABLE'))
      const doc = await payload.create({
        collection: 'bookings',
        req,
        data: {
          number: await nextNumber(runner),
          voucherNumber: newVoucherNumber(),
          status: 'held',
          heldUntil: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
          bookingType: String(request.bookingType) as '2' | '3',
          carCategory: category.value.id,
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
          ...pricedBookingData({ quote: quote.value, services, totalPaid: 0 }),
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
  return { isOk: true, value: toBookingView({ booking, category: category.value, services, isPrivate: true }) }
}
