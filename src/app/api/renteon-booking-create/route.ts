import { rentalRequestSchema } from '@/server/rental/api/booking.schema'
import { createTemporaryBooking } from '@/server/rental/booking-create'
import { payloadClient } from '@/server/payload'

import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/** SPEC §4, §7: choosing a car creates a temporary booking that holds a unit for 20 minutes. */
export const POST = postRoute({
  name: 'renteon-booking-create',
  fallback: 'RENTEON_API_FAILED',
  schema: rentalRequestSchema,
  run: async (request, now) => {
    const result = await createTemporaryBooking({ payload: await payloadClient(), request, now })
    return result.isOk
      ? { isOk: true, value: { data: result.value, extra: { bookingId: result.value.BookingId } } }
      : result
  },
})
