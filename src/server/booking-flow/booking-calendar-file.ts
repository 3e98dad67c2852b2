import 'server-only'

import type { Locale } from '@/i18n/locales'
import { findBookingByVoucher } from '@/server/bookings/booking-load'
import { calendarFileResponse } from '@/server/documents/calendar-file'
import { loadBookingMailData } from '@/server/mail/booking-mail-data'
import { payloadClient } from '@/server/payload'

import { readFlowState } from './flow-state'

/**
 * The .ics download of the visitor's confirmed booking (the booking flow cookie); undefined
 * without a confirmed booking in the cookie.
 */
export async function bookingCalendarFile(params: { locale: Locale; now: Date }): Promise<Response | undefined> {
  const state = await readFlowState()
  if (!state) return undefined
  const payload = await payloadClient()
  const booking = await findBookingByVoucher({ payload, id: state.bookingId, voucherNumber: state.voucherNumber })
  if (booking?.status !== 'confirmed') return undefined
  const data = await loadBookingMailData({ payload, bookingId: booking.id })
  return data ? calendarFileResponse({ data, locale: params.locale, now: params.now }) : undefined
}
