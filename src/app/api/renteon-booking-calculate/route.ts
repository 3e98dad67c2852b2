import { recalculateRequestSchema, rentalRequestSchema } from '@/server/rental/api/booking.schema'
import { recalculateBooking } from '@/server/bookings/commands/reprice'
import { calculateQuote } from '@/server/rental/booking-calculate'
import { payloadClient } from '@/server/payload'

import { bookingViewIn } from '@/server/rental/booking-view-currency'

import { bodyLocale } from '../_lib/body'
import { currencyPrecheck } from '../_lib/currency'
import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

const hasBookingId = (body: unknown) => typeof body === 'object' && body !== null && 'BookingId' in body

/**
 * SPEC §7: services and drivers changed, the booking is priced again; data holds its totals.
 * With BookingId + VoucherNumber the temporary booking is recalculated and stored; without, the
 * booking the body describes is priced and nothing is stored. Amounts are in the asked `Currency`
 * (EUR, ISK, USD, GBP; the booking keeps its own, named in BookingCurrency); any other is 400.
 */
export const POST = postRoute({
  name: 'renteon-booking-calculate',
  fallback: 'BOOKING_RECALCULATION_FAILED',
  scope: 'book',
  schema: (now, body) => (hasBookingId(body) ? recalculateRequestSchema(now) : rentalRequestSchema(now)),
  precheck: currencyPrecheck('Currency'),
  locale: (_input, body) => bodyLocale(body),
  run: async (input, now) => {
    const payload = await payloadClient()
    const result =
      'bookingId' in input
        ? await recalculateBooking({ payload, ...input, now })
        : await calculateQuote({ payload, request: input, now })
    if (!result.isOk) return result
    const view = await bookingViewIn(result.value, input.currency)
    return view.isOk ? { isOk: true, value: { data: view.value } } : view
  },
})
