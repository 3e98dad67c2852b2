import { rentalRequestSchema } from '@/server/rental/api/booking.schema'
import { createTemporaryBooking } from '@/server/bookings/commands/hold'
import { holderOf } from '@/server/rental/holder'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'

import { bodyLocale } from '../_lib/body'
import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §4, §7: choosing a car creates a temporary booking that holds a unit for 20 minutes. The
 * token's session and the client address hold at most a few cars at once (429 TOO_MANY_HOLDS); a
 * car the driver is too young for is not held (422 DRIVER_TOO_YOUNG naming the age). Refusals are
 * answered in the body's `locale`, else the Accept-Language one.
 */
export const POST = postRoute({
  name: 'renteon-booking-create',
  fallback: 'RENTEON_API_FAILED',
  schema: rentalRequestSchema,
  locale: (_input, body) => bodyLocale(body),
  run: async (request, now, caller) => {
    const holder = holderOf({ sessionId: `token:${caller.sessionId}`, clientIp: clientIpOf(caller.headers) })
    const result = await createTemporaryBooking({ payload: await payloadClient(), request, holder, now })
    return result.isOk
      ? { isOk: true, value: { data: result.value, extra: { bookingId: result.value.BookingId } } }
      : result
  },
})
