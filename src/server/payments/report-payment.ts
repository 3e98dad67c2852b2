import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { isFinalAttemptStatus } from '@/domain/payments/payment-attempt'
import { withDeadline } from '@/server/async/with-deadline'
import { findBookingByNumber } from '@/server/bookings/booking-load'
import type { StoredBooking } from '@/server/rental/booking-view'

import type { ReservationPaymentRequest } from './api/reservation-payment.schema'
import { normalizeAttempt, type Attempt } from './attempt-store'
import { toPaymentAnswer, type PaymentAnswer } from './payment-answer'
import { PROVIDER_CALL_MS, reconcileAttempt } from './reconcile-attempt'

/** A booking number as the site gives them (VG-1xxxxx); anything else is taken as a voucher number. */
const BOOKING_NUMBER = /^vg-\d+$/i

export type ReportedPayment = PaymentAnswer & {
  readonly transactionId: string | null
  readonly transactionStatus: string | null
  readonly provider: string
  /** The booking after the payment, in its own currency (decimal major units). */
  readonly booking: {
    readonly currency: string
    readonly total: number
    readonly totalPaid: number
    readonly balance: number
  }
}

/**
 * SPEC §7 `PUT reservations/{number}/payment`: a caller (staff, a partner with the payments scope)
 * tells a booking of a payment made through the payment port, named by the provider's transaction
 * id or our reference. The caller's word decides nothing (ADR 014, settled by asking): the payment's
 * provider is asked, and its final word is recorded on the booking by the bookings module
 * (recordCharge, with the e-mail and any refund of money the booking does not take), exactly as a
 * callback or the sweep would. A payment still at the provider's page, or whose provider does not
 * answer in time, is answered as it stands.
 * PAYMENT_NOT_FOUND when the booking has no such payment (or another provider took it).
 */
export async function reportReservationPayment(params: {
  payload: Payload
  reservation: string
  request: ReservationPaymentRequest
  now: Date
}): Promise<Result<ReportedPayment>> {
  const { payload, request, now } = params
  const booking = await reservationOf(payload, params.reservation)
  if (!booking) return failWith('BOOKING_NOT_FOUND')
  let attempt = await attemptOf(payload, booking.id, request.transactionId)
  if (!attempt || (request.provider !== undefined && request.provider !== attempt.provider)) {
    return failWith('PAYMENT_NOT_FOUND')
  }
  if (!isFinalAttemptStatus(attempt.status)) {
    // A provider that does not answer in time leaves the payment as recorded (the sweep asks again).
    await withDeadline(reconcileAttempt({ payload, attempt, closeOpen: false, now }), PROVIDER_CALL_MS).catch(
      () => undefined,
    )
    attempt = (await attemptOf(payload, booking.id, attempt.reference)) ?? attempt
  }
  const after = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
  const totalPaid = after.totals?.totalPaid ?? 0
  const total = after.totals?.total ?? 0
  return {
    isOk: true,
    value: {
      ...toPaymentAnswer(attempt, after.number ?? ''),
      transactionId: attempt.transactionId ?? null,
      transactionStatus: attempt.transactionStatus ?? null,
      provider: attempt.provider,
      booking: {
        currency: after.currency,
        total: total / 100,
        totalPaid: totalPaid / 100,
        balance: Math.max(0, total - totalPaid) / 100,
      },
    },
  }
}

async function reservationOf(payload: Payload, reservation: string): Promise<{ id: number } | undefined> {
  const reference = reservation.trim()
  if (!reference) return undefined
  if (BOOKING_NUMBER.test(reference)) {
    const booking: StoredBooking | undefined = await findBookingByNumber({ payload, number: reference })
    return booking && { id: booking.id }
  }
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { voucherNumber: { equals: reference.toUpperCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { voucherNumber: true },
  })
  return docs[0] && { id: docs[0].id }
}

/** The booking's payment attempt with the provider's transaction id or our reference `id`. */
async function attemptOf(payload: Payload, bookingId: number, id: string): Promise<Attempt | undefined> {
  const { docs } = await payload.find({
    collection: 'payment-attempts',
    where: {
      and: [
        { booking: { equals: bookingId } },
        { or: [{ transactionId: { equals: id } }, { reference: { equals: id } }] },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ? normalizeAttempt(docs[0]) : undefined
}
