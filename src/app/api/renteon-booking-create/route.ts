import { rentalRequestSchema } from '@/server/rental/api/booking.schema'
import { createTemporaryBooking } from '@/server/bookings/commands/hold'
import { holderOf } from '@/server/rental/holder'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'

import { bookingViewIn } from '@/server/rental/booking-view-currency'

import { bodyLocale } from '../_lib/body'
import { currencyPrecheck } from '../_lib/currency'
import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §4, §7: choosing a car creates a temporary booking that holds a unit for 20 minutes. The
 * token's session and the client address hold at most a few cars at once (429 TOO_MANY_HOLDS); a
 * car the driver is too young for is not held (422 DRIVER_TOO_YOUNG naming the age). Refusals are
 * answered in the body's `locale`, else the Accept-Language one. Amounts are in the asked
 * `Currency` (EUR, ISK, USD, GBP; the booking keeps its own, named in BookingCurrency); any
 * other is 400 UNSUPPORTED_CURRENCY and nothing is held.
 */
export const POST = postRoute({
  name: 'renteon-booking-create',
  fallback: 'RENTEON_API_FAILED',
  scope: 'book',
  schema: rentalRequestSchema,
  precheck: currencyPrecheck('Currency'),
  locale: (_input, body) => bodyLocale(body),
  run: async (request, now, caller) => {
    const holder = holderOf({ sessionId: `token:${caller.sessionId}`, clientIp: clientIpOf(caller.headers) })
    const result = await createTemporaryBooking({ payload: await payloadClient(), request, holder, now })
    if (!result.isOk) return result
    const view = await bookingViewIn(result.value, request.currency)
    return view.isOk ? { isOk: true, value: { data: view.value, extra: { bookingId: result.value.BookingId } } } : view
  },
})
