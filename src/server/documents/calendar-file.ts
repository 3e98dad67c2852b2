import 'server-only'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { bookingCalendar } from '@/server/mail/booking-calendar'
import type { BookingMailData } from '@/server/mail/booking-mail-data'
import { mailTexts } from '@/server/mail/mail-texts'

/**
 * A booking's pickup and return as an .ics download (the file the confirmation e-mail carries),
 * in `locale`: for the confirmation page and for manage.
 */
export async function calendarFileResponse(params: {
  data: BookingMailData
  locale: Locale
  now: Date
}): Promise<Response> {
  const { data } = params
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
