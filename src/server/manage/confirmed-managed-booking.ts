import 'server-only'

import type { Payload } from 'payload'

import { findBookingByVoucherAndName } from '@/server/bookings/booking-load'
import { loadBookingMailData, type BookingMailData } from '@/server/mail/booking-mail-data'
import { payloadClient } from '@/server/payload'

import { readManageAccess } from './manage-cookies'

/**
 * The confirmed booking the visitor manages (by the manage cookies), as its documents (voucher,
 * calendar file) are written from it; undefined without access or a confirmed booking.
 */
export async function confirmedManagedBooking(): Promise<{ payload: Payload; data: BookingMailData } | undefined> {
  const access = await readManageAccess()
  if (!access) return undefined
  const payload = await payloadClient()
  const booking = await findBookingByVoucherAndName({ payload, ...access })
  if (booking?.status !== 'confirmed') return undefined
  const data = await loadBookingMailData({ payload, bookingId: booking.id })
  return data ? { payload, data } : undefined
}
