import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import { storedBookingType } from '@/domain/booking/booking-type'

import { driversData, pricedBookingData } from './booking-store'
import type { RentalRequest } from './booking-types'
import { toBookingView, type BookingView, type StoredBooking } from './booking-view'
import { quoteRequest } from './request-quote'

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
