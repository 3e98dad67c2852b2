import { domainError } from '@/domain/errors/errors'
import { searchRequestSchema } from '@/server/rental/api/exbooking.schema'
import { searchBooking } from '@/server/rental/booking-search'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'
import { isLookupMiss, withLookupLimit } from '@/server/security/lookup-limit'

import { postRoute } from '../_lib/route'
import { tooManyAttempts } from '../_lib/too-many-attempts'

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

/**
 * SPEC §7: a booking by its number; its personal and financial details only with the voucher number
 * and last name (identifier). Every miss counts against the look-up limit.
 */
export const POST = postRoute({
  name: 'renteon-booking-search',
  fallback: 'RENTEON_API_FAILED',
  scope: 'manage',
  schema: () => searchRequestSchema,
  precheck: requireNumber,
  run: async (input, _now, caller) => {
    const payload = await payloadClient()
    const credentials =
      input.VoucherNumber !== undefined && input.identifier !== undefined
        ? { voucherNumber: input.VoucherNumber, lastName: input.identifier }
        : undefined
    const limited = await withLookupLimit({
      ip: clientIpOf(caller.headers),
      references: [input.BookingNumber, ...(credentials ? [credentials.voucherNumber] : [])],
      attempt: () => searchBooking({ payload, number: input.BookingNumber, credentials, locale: input.locale }),
      isFailure: isLookupMiss,
    })
    if (limited.isRefused) return tooManyAttempts(limited.retryAfterSeconds)
    const result = limited.value
    return result.isOk ? { isOk: true, value: { data: result.value } } : result
  },
})
