import type { Payload } from 'payload'

import { paymentFail, type PaymentResult } from '@/domain/payments/payment-errors'
import { isLocale } from '@/i18n/locales'
import { findBookingByVoucher, findBookingByVoucherAndName } from '@/server/rental/booking-load'
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
}): Promise<PaymentResult<PaymentAnswer>> {
  const { payload, request } = params
  const isBookingFlow = request.BookingId !== undefined
  // Finding a booking by its voucher is a look-up like any other: under the shared failure limit.
  const found = await withLookupLimit({
    ip: params.clientIp,
    references: [request.VoucherNumber],
    attempt: () =>
      request.BookingId !== undefined
        ? findBookingByVoucher({ payload, id: request.BookingId, voucherNumber: request.VoucherNumber })
        : findBookingByVoucherAndName({
            payload,
            voucherNumber: request.VoucherNumber,
            lastName: request.lastName ?? '',
          }),
    isFailure: (booking) => booking === undefined,
  })
  if (found.isRefused) return paymentFail('TOO_MANY_ATTEMPTS', { retryAfter: found.retryAfterSeconds })
  const booking = found.value
  if (!booking || (isBookingFlow && booking.bookingType !== '3')) return paymentFail('BOOKING_NOT_PAYABLE')
  return startPayment({
    payload,
    provider: params.provider,
    now: params.now,
    input: {
      booking,
      flow: isBookingFlow ? 'booking' : 'balance',
      card: cardDetails(request.card),
      requestedAmount: request.amount,
      idempotencyKey: params.idempotencyKey,
      clientIp: params.clientIp,
      locale: request.locale ?? (isLocale(booking.locale) ? booking.locale : 'en'),
    },
  })
}
