import 'server-only'

import type { Locale } from '@/i18n/locales'
import { calendarFileResponse } from '@/server/documents/calendar-file'

import { confirmedManagedBooking } from './confirmed-managed-booking'
import { toLookUp } from './voucher-file'

/**
 * The managed booking's .ics file as it now stands, in the page's language; anyone without the
 * manage cookies is sent to the look-up form.
 */
export async function calendarResponse(params: { locale: Locale; now: Date }): Promise<Response> {
  const managed = await confirmedManagedBooking()
  if (!managed) return toLookUp(params.locale)
  return calendarFileResponse({ data: managed.data, locale: params.locale, now: params.now })
}
