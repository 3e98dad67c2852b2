import 'server-only'

import type { Payload } from 'payload'

import { type Result, failWith } from '@/domain/errors/result'
import { isSameLastName } from '@/domain/bookings/search-keys'
import { localeOr } from '@/i18n/locales'
import { findBookingByNumber } from '@/server/bookings/booking-load'
import type { StoredBooking } from '@/server/rental/booking-view'

import type { AddLineRequest } from './api/payment.schema'
import { cardDetails } from './api/card-details'
import type { PaymentAnswer } from './payment-answer'
import { absoluteUrl } from './payment-urls'
import type { PaymentProvider } from './provider'
import { startPayment } from './start-payment'

/** SPEC §7's "order" of a booking: its payments. It exists once the booking has been paid by card. */
export type OrderSummary = {
  readonly id: string
  readonly number: string
  readonly totalPaid: number
  readonly currency: string
}

/**
 * GET /v1/ecommerce/order/{number}/exists: the order of a confirmed booking that already has a
 * card payment; ORDER_NOT_FOUND (404) otherwise, which tells the caller to make a new payment
 * (POST /api/payments) instead of adding a line.
 */
export async function findOrder(params: { payload: Payload; number: string }): Promise<Result<OrderSummary>> {
  const booking = await orderBooking(params)
  if (!booking) return failWith('ORDER_NOT_FOUND', { number: params.number })
  return {
    isOk: true,
    value: {
      id: booking.number,
      number: booking.number,
      totalPaid: (booking.totals?.totalPaid ?? 0) / 100,
      currency: booking.currency,
    },
  }
}

/**
 * POST /v1/ecommerce/order/{id}/add-line?lastName=: pays (part of) the balance of an existing
 * order now (pay_immediately 1), the card in payment_provider_extra. The last name must be the
 * booking's (compared without case and accents); any mismatch is ORDER_NOT_FOUND.
 */
export async function addOrderLine(params: {
  payload: Payload
  provider: PaymentProvider
  orderId: string
  lastName: string
  /** The card is undefined when the provider's own page takes it. */
  request: Omit<AddLineRequest, 'card'> & { readonly card: AddLineRequest['card'] | undefined }
  idempotencyKey: string
  clientIp: string
  now: Date
}): Promise<Result<PaymentAnswer>> {
  const { payload, request } = params
  const booking = await orderBooking({ payload, number: params.orderId })
  if (!booking || !isSameLastName(booking.lastNameNormalized ?? '', params.lastName)) {
    return failWith('ORDER_NOT_FOUND', { number: params.orderId })
  }
  const paid = await startPayment({
    payload,
    provider: params.provider,
    now: params.now,
    input: {
      booking,
      flow: 'balance',
      card: request.card ? cardDetails(request.card) : undefined,
      requestedAmount: request.amount_to_pay,
      idempotencyKey: params.idempotencyKey,
      clientIp: params.clientIp,
      locale: request.locale ?? localeOr(booking.locale),
    },
  })
  if (
    !paid.isOk ||
    !request.redirect_success_url ||
    paid.value.outcome === 'failure' ||
    paid.value.status === 'challenge'
  )
    return paid
  const separator = request.redirect_success_url.includes('?') ? '&' : '?'
  const redirectUrl = absoluteUrl(`${request.redirect_success_url}${separator}payment=${paid.value.reference}`)
  return { isOk: true, value: { ...paid.value, redirectUrl } }
}

async function orderBooking(params: { payload: Payload; number: string }): Promise<StoredBooking | undefined> {
  const booking = await findBookingByNumber(params)
  if (!booking || booking.status !== 'confirmed') return undefined
  const { totalDocs } = await params.payload.count({
    collection: 'payment-attempts',
    where: { booking: { equals: booking.id } },
  })
  return totalDocs > 0 || (booking.payments ?? []).length > 0 ? booking : undefined
}
