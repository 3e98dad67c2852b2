import { failWith } from '@/domain/errors/result'
import { localeOr } from '@/i18n/locales'
import { bookingCalendarFile } from '@/server/booking-flow/booking-calendar-file'

import { apiRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/** GET: the .ics of the confirmed booking in this browser's booking flow cookie; 404 without one. */
export const GET = apiRoute({
  name: 'booking-calendar',
  fallback: 'RENTEON_API_FAILED',
  isPublic: true,
  run: async ({ request, now }) => {
    const locale = localeOr(new URL(request.url).searchParams.get('locale'))
    const file = await bookingCalendarFile({ locale, now })
    return file ?? failWith('NO_CONFIRMED_BOOKING')
  },
})
