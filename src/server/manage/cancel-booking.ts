import 'server-only'

import type { Payload } from 'payload'

import { cancellationPolicy, type CancellationPolicy } from '@/domain/booking/cancellation'
import { env } from '@/env'
import { cancelBooking } from '@/server/bookings/commands/cancel'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import type { StoredBooking } from '@/server/rental/booking-view'
import { findBookingByVoucherAndName } from '@/server/bookings/booking-load'

import type { ManageAccess } from './manage-cookies'

/** The policy for a booking now, with the window from FREE_CANCELLATION_HOURS. */
export function policyFor(booking: Pick<StoredBooking, 'status' | 'dateOut'>, now: Date): CancellationPolicy {
  return cancellationPolicy({
    status: booking.status,
    pickupAt: new Date(booking.dateOut),
    now,
    freeHours: env.FREE_CANCELLATION_HOURS,
  })
}

export type CancelOutcome =
  | { readonly isCancelled: true; readonly number: string }
  | { readonly isCancelled: false; readonly reason: 'NOT_FOUND' | 'WINDOW_CLOSED' | 'NOT_CONFIRMED' }

/**
 * Cancels a managed booking within the free-cancellation window (the bookings module's cancel):
 * the car is released (a cancelled booking holds no capacity), open payments are closed, what was
 * paid is refunded and what was pre-authorised released through the provider that took it, each
 * recorded on the booking, and the renter gets a cancellation e-mail in the booking's language with
 * what was given back, or that nothing was charged.
 */
export async function cancelManagedBooking(params: {
  payload: Payload
  access: ManageAccess
  now: Date
}): Promise<CancelOutcome> {
  const { payload, now } = params
  const booking = await findBookingByVoucherAndName({ payload, ...params.access })
  if (!booking) return { isCancelled: false, reason: 'NOT_FOUND' }
  const policy = policyFor(booking, now)
  if (!policy.canCancel) return { isCancelled: false, reason: policy.reason }
  const cancelled = await cancelBooking({ payload, bookingId: booking.id, now })
  if (!cancelled.isCancelled) return { isCancelled: false, reason: 'NOT_CONFIRMED' }
  await performSoon(payload, cancelled.effectIds)
  return { isCancelled: true, number: booking.number }
}
