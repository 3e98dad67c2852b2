import { recalculateRequestSchema, rentalRequestSchema } from '@/server/rental/api/booking.schema'
import { recalculateBooking } from '@/server/bookings/commands/reprice'
import { calculateQuote } from '@/server/rental/booking-calculate'
import { payloadClient } from '@/server/payload'

import { bodyLocale } from '../_lib/body'
import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

const hasBookingId = (body: unknown) => typeof body === 'object' && body !== null && 'BookingId' in body

/**
 * SPEC §7: services and drivers changed, the booking is priced again; data holds its totals.
 * With BookingId + VoucherNumber the temporary booking is recalculated and stored; without, the
 * booking the body describes is priced and nothing is stored.
 */
export const POST = postRoute({
  name: 'renteon-booking-calculate',
  fallback: 'BOOKING_RECALCULATION_FAILED',
  schema: (now, body) => (hasBookingId(body) ? recalculateRequestSchema(now) : rentalRequestSchema(now)),
  locale: (_input, body) => bodyLocale(body),
  run: async (input, now) => {
    const payload = await payloadClient()
    const result =
      'bookingId' in input
        ? await recalculateBooking({ payload, ...input, now })
        : await calculateQuote({ payload, request: input, now })
    return result.isOk ? { isOk: true, value: { data: result.value } } : result
  },
})
