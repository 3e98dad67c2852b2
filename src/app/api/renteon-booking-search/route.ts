import { domainError } from '@/domain/errors'
import { searchRequestSchema } from '@/server/rental/api/exbooking.schema'
import { searchBooking } from '@/server/rental/booking-search'
import { payloadClient } from '@/server/payload'

import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/** SPEC §8: 'renteonSearchBooking is required', 'renteonSearchBooking.Number is required'. */
function requireNumber(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { isOk: false as const, error: domainError('SEARCH_BOOKING_REQUIRED') }
  }
  const number = (body as { BookingNumber?: unknown }).BookingNumber
  if (number === undefined || number === null || (typeof number === 'string' && number.trim() === '')) {
    return { isOk: false as const, error: domainError('SEARCH_BOOKING_NUMBER_REQUIRED') }
  }
  return { isOk: true as const, value: true as const }
}

/** SPEC §7: a booking by its number (without the voucher number or personal details). */
export const POST = postRoute({
  name: 'renteon-booking-search',
  fallback: 'RENTEON_API_FAILED',
  schema: () => searchRequestSchema,
  precheck: requireNumber,
  run: async (input) => {
    const result = await searchBooking({
      payload: await payloadClient(),
      number: input.BookingNumber,
      locale: input.locale,
    })
    return result.isOk ? { isOk: true, value: { data: result.value } } : result
  },
})
