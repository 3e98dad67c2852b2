import 'server-only'

import type { Payload } from 'payload'

import { type Result, failWith } from '@/domain/errors/result'
import { isPayNow } from '@/domain/booking/booking-type'
import { localeOr } from '@/i18n/locales'
import { findBookingByVoucher, findBookingByVoucherAndName } from '@/server/bookings/booking-load'
import type { StoredBooking } from '@/server/rental/booking-view'
import type { FailureLimited } from '@/server/security/failure-limit'
import { withLookupLimit } from '@/server/security/lookup-limit'

import type { PayRequest } from './api/payment.schema'
import { cardDetails } from './api/card-details'
import type { PaymentAnswer } from './payment-answer'
import type { PaymentProvider } from './provider'
import { startPayment } from './start-payment'

/**
 * POST /api/payments. Pay now at the end of booking (BookingId + VoucherNumber of a saved pay-now
 * booking, type 3), or the balance of an existing booking (VoucherNumber + lastName, any type).
 * A booking not found is BOOKING_NOT_PAYABLE, whatever the reason, so nothing is revealed; not
 * finding it counts against the look-up limit of every route that opens a booking by its voucher.
 */
export async function payBooking(params: {
  payload: Payload
  provider: PaymentProvider
  request: PayRequest
  idempotencyKey: string
  /** The client address, for the card testing limits. */
  clientIp: string
  now: Date
}): Promise<Result<PaymentAnswer>> {
  const { payload, request } = params
  const isBookingFlow = request.BookingId !== undefined
  const found = await findPayableBooking(params)
  if (found.isRefused) return failWith('TOO_MANY_ATTEMPTS', { retryAfterSeconds: found.retryAfterSeconds })
  const booking = found.value
  if (!booking || (isBookingFlow && !isPayNow(booking.bookingType))) return failWith('BOOKING_NOT_PAYABLE')
  return startPayment({
    payload,
    provider: params.provider,
    now: params.now,
    input: {
      booking,
      flow: isBookingFlow ? 'booking' : 'balance',
      card: request.card ? cardDetails(request.card) : undefined,
      requestedAmount: request.amount,
      idempotencyKey: params.idempotencyKey,
      clientIp: params.clientIp,
      locale: request.locale ?? localeOr(booking.locale),
    },
  })
}

/**
 * The booking to pay. The end of the booking flow names it by id and its unguessable voucher; the
 * balance names it by voucher and last name, a guess like any look-up, so it shares their failure
 * limit (refused once used up, even with the right name).
 */
async function findPayableBooking(params: {
  payload: Payload
  request: PayRequest
  clientIp: string
}): Promise<FailureLimited<StoredBooking | undefined>> {
  const { payload, request } = params
  if (request.BookingId !== undefined) {
    const value = await findBookingByVoucher({ payload, id: request.BookingId, voucherNumber: request.VoucherNumber })
    return { isRefused: false, value }
  }
  return withLookupLimit({
    ip: params.clientIp,
    references: [request.VoucherNumber],
    attempt: () =>
      findBookingByVoucherAndName({ payload, voucherNumber: request.VoucherNumber, lastName: request.lastName ?? '' }),
    isFailure: (booking) => booking === undefined,
  })
}
