import 'server-only'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { bookingCalendar } from '@/server/mail/booking-calendar'
import { mailTexts } from '@/server/mail/mail-texts'

import { confirmedManagedBooking } from './confirmed-managed-booking'
import { toLookUp } from './voucher-file'

/**
 * The pickup and return of the managed booking as an .ics file, as it now stands (the same file
 * the confirmation page and e-mail give), in the page's language; anyone without the manage
 * cookies is sent to the look-up form.
 */
export async function calendarResponse(params: { locale: Locale; now: Date }): Promise<Response> {
  const managed = await confirmedManagedBooking()
  if (!managed) return toLookUp(params.locale)
  const { data } = managed
  const t = await mailTexts(params.locale)
  const body = bookingCalendar({ data, t, host: new URL(env.SITE_URL).hostname, now: params.now })
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="booking-${data.number.replace(/[^A-Za-z0-9._-]/g, '')}.ics"`,
      'cache-control': 'private, no-store',
    },
  })
}
