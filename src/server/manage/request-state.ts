import 'server-only'

import { findBookingByVoucherAndName } from '@/server/bookings/booking-load'
import { payloadClient } from '@/server/payload'

import { readManageAccess } from './manage-cookies'

/** A booking request as the look-up page tells it: waiting for staff, or declined. */
export type BookingRequestState = { readonly number: string; readonly status: 'requested' | 'declined' }

/**
 * The booking named by the look-up cookies when it is a request still waiting for staff, or one
 * they declined; undefined otherwise (a confirmed request opens like any booking).
 */
export async function loadBookingRequestState(): Promise<BookingRequestState | undefined> {
  const access = await readManageAccess()
  if (!access) return undefined
  const booking = await findBookingByVoucherAndName({ payload: await payloadClient(), ...access })
  if (booking?.status !== 'requested' && booking?.status !== 'declined') return undefined
  return { number: booking.number, status: booking.status }
}
