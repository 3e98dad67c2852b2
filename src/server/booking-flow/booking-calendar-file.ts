import 'server-only'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { bookingCalendar } from '@/server/mail/booking-calendar'
import { loadBookingMailData } from '@/server/mail/booking-mail-data'
import { mailTexts } from '@/server/mail/mail-texts'
import { payloadClient } from '@/server/payload'
import { findBookingByVoucher } from '@/server/bookings/booking-load'

import { readFlowState } from './flow-state'

/**
 * The pickup and return of the visitor's confirmed booking as an .ics file, the same one the
 * confirmation e-mail carries; undefined without a confirmed booking in the flow cookie.
 */
export async function bookingCalendarFile(params: {
  locale: Locale
  now: Date
}): Promise<{ fileName: string; body: string } | undefined> {
  const state = await readFlowState()
  if (!state) return undefined
  const payload = await payloadClient()
  const booking = await findBookingByVoucher({ payload, id: state.bookingId, voucherNumber: state.voucherNumber })
  if (booking?.status !== 'confirmed') return undefined
  const data = await loadBookingMailData({ payload, bookingId: booking.id })
  if (!data) return undefined
  const t = await mailTexts(params.locale)
  const body = bookingCalendar({ data, t, host: new URL(env.SITE_URL).hostname, now: params.now })
  return { fileName: `booking-${data.number}.ics`, body }
}
