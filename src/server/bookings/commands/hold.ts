import 'server-only'

import type { Payload } from 'payload'

import { type Result, fail } from '@/domain/errors/result'
import { newVoucherNumber } from '@/domain/booking/voucher'
import { BOOKING_TYPE, storedBookingType } from '@/domain/booking/booking-type'
import { domainError } from '@/domain/errors/errors'
import { holdExpiry } from '@/domain/booking/holds'

import { findBookingByVoucher } from '@/server/bookings/booking-load'
import { nextNumber } from '@/server/bookings/commands/booking-number'
import { driversData, pricedBookingData } from '@/server/rental/booking-store'
import type { RentalRequest } from '@/server/rental/booking-types'
import { toBookingView, type BookingView } from '@/server/rental/booking-view'
import { freeUnitsByCategory } from '@/server/rental/capacity'
import { sql } from '@/server/rental/db/sql'
import { BOOKING_NUMBER_LOCK_KEY, capacityLockKey, withWriteTransaction } from '@/server/rental/db/write-transaction'
import { holdLimitFor, holderLockKeys, type Holder } from '@/server/rental/holder'
import { quoteRequest } from '@/server/rental/request-quote'

/** A temporary booking the visitor lets go of as this one is made (the booking flow's earlier car). */
export type ReplacedHold = { readonly bookingId: number; readonly voucherNumber: string }

/**
 * Choosing a car (SPEC §4): creates a temporary booking that holds one unit of the category at the
 * pickup office for HOLD_MINUTES, recorded with its holder. One write transaction, under the
 * capacity lock and the holder's locks, lets go of `replaces`, checks the holder's live holds
 * against the limits (TOO_MANY_HOLDS, 429), checks that a unit is free (CAR_NOT_AVAILABLE, unless
 * the category is offered on request: then the booking is a request, `onRequest`) and inserts; a
 * refusal rolls it all back, so the earlier hold is kept.
 */
export async function createTemporaryBooking(params: {
  payload: Payload
  request: RentalRequest
  holder: Holder
  replaces?: ReplacedHold | undefined
  now: Date
}): Promise<Result<BookingView>> {
  const { payload, request, holder, now } = params
  const quoted = await quoteRequest({ payload, request, now })
  if (!quoted.isOk) return quoted
  const { context, category, quote } = quoted.value
  const { officeOut, officeIn, services, priceList } = context
  // A request is saved to pay at pickup (nothing is paid before staff confirm it): priced so from
  // the start, so every step shows the price it will be saved with.
  const requestQuote =
    category.soldOutPolicy === 'on-request'
      ? await quoteRequest({ payload, request: { ...request, bookingType: BOOKING_TYPE.PAY_AT_PICKUP }, now })
      : undefined

  const created = await withWriteTransaction<{ id: number; voucherNumber: string }>(
    {
      payload,
      lockKeys: [
        capacityLockKey({ categoryId: category.id, officeId: officeOut.id }),
        BOOKING_NUMBER_LOCK_KEY,
        ...holderLockKeys(holder),
      ],
    },
    async ({ runner, req }) => {
      if (params.replaces) {
        await runner.rows(sql`
          UPDATE bookings SET status = 'expired'
          WHERE id = ${params.replaces.bookingId}
            AND voucher_number = ${params.replaces.voucherNumber}
            AND status = 'held'`)
      }
      const limit = await holdLimitFor({ runner, holder, now })
      if (limit) return fail(domainError('TOO_MANY_HOLDS', { retryAfterSeconds: limit.retryAfterSeconds }))
      const free = await freeUnitsByCategory({
        runner,
        officeId: officeOut.id,
        categoryIds: [category.id],
        ...request,
        isOneWay: officeIn.id !== officeOut.id,
        now,
      })
      // No unit free: a category offered on request is held as a request (saved later as requested,
      // for staff to confirm or decline); any other is refused.
      const isRequest = (free.get(category.id) ?? 0) < 1
      if (isRequest && !requestQuote?.isOk) return fail(domainError('CAR_NOT_AVAILABLE'))
      const priced = isRequest && requestQuote?.isOk ? requestQuote.value.quote : quote
      const bookingType = isRequest ? BOOKING_TYPE.PAY_AT_PICKUP : request.bookingType
      const doc = await payload.create({
        collection: 'bookings',
        req,
        data: {
          number: await nextNumber(runner),
          voucherNumber: newVoucherNumber(),
          status: 'held',
          onRequest: isRequest,
          heldUntil: new Date(holdExpiry(now.getTime())).toISOString(),
          holderSession: holder.sessionId,
          holderAddressHash: holder.addressHash ?? null,
          bookingType: storedBookingType(bookingType),
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
          ...pricedBookingData({ quote: priced, services, totalPaid: 0 }),
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
  if (!booking) return fail(domainError('NO_TEMPORARY_BOOKING'))
  return { isOk: true, value: toBookingView({ booking, category: category, services, isPrivate: true }) }
}
