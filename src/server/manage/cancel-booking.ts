import 'server-only'

import type { Payload } from 'payload'

import { env } from '@/env'
import { cancelBooking, type CancelRefusal } from '@/server/bookings/commands/cancel'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { findBookingByVoucherAndName } from '@/server/bookings/booking-load'

import type { ManageAccess } from './manage-cookies'

export type CancelOutcome =
  | { readonly isCancelled: true; readonly number: string }
  | { readonly isCancelled: false; readonly reason: 'NOT_FOUND' | CancelRefusal }

/**
 * Cancels a managed booking under the rental terms (the bookings module's cancel): free of charge
 * inside the free window, else one rental day kept of what was paid, the fee the visitor saw
 * (`acceptedKeptIsk`) or nothing (TERMS_CHANGED: the page shows the terms again). The car is
 * released, open payments are closed, the rest of what was paid is refunded and what was held
 * released through the provider that took it, each recorded on the booking, and the renter gets a
 * cancellation e-mail in the booking's language saying what was given back and kept.
 */
export async function cancelManagedBooking(params: {
  payload: Payload
  access: ManageAccess
  /** The fee (ISK kept) the visitor was shown and accepted; the page's form always sends it. */
  acceptedKeptIsk?: number | undefined
  now: Date
}): Promise<CancelOutcome> {
  const { payload, now } = params
  const booking = await findBookingByVoucherAndName({ payload, ...params.access })
  if (!booking) return { isCancelled: false, reason: 'NOT_FOUND' }
  const cancelled = await cancelBooking({
    payload,
    bookingId: booking.id,
    now,
    terms: { freeHours: env.FREE_CANCELLATION_HOURS, acceptedKeptIsk: params.acceptedKeptIsk },
  })
  if (!cancelled.isCancelled) return cancelled
  await performSoon(payload, cancelled.effectIds)
  return { isCancelled: true, number: booking.number }
}
