import { domainError } from '@/domain/errors/errors'
import { saveRequestSchema } from '@/server/rental/api/booking.schema'
import { saveBooking } from '@/server/bookings/commands/confirm'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { payloadClient } from '@/server/payload'

import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/** The fields that describe a booking to save; a body with none of them names no booking at all. */
const BOOKING_FIELDS = ['BookingId', 'voucher', 'VoucherNumber', 'client', 'services', 'drivers'] as const

/**
 * SPEC §8: a body that describes no booking at all is 'No current booking to save'; SPEC §5:
 * one that does but without its id is 'No temporary booking found…'.
 */
function requireTemporaryBooking(body: unknown) {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const isEmpty = (value: unknown) => value === undefined || value === null || value === ''
  if (BOOKING_FIELDS.every((field) => isEmpty(fields[field])))
    return { isOk: false as const, error: domainError('NO_BOOKING_TO_SAVE') }
  if (isEmpty(fields.BookingId)) return { isOk: false as const, error: domainError('NO_TEMPORARY_BOOKING') }
  return { isOk: true as const, value: true as const }
}

/** SPEC §7: confirms the temporary booking; `{ success, data, bookingId, bookingNumber }`. Idempotent. */
export const POST = postRoute({
  name: 'renteon-booking-save',
  fallback: 'BOOKING_SAVE_FAILED',
  scope: 'book',
  schema: saveRequestSchema,
  precheck: requireTemporaryBooking,
  run: async (input, now) => {
    const payload = await payloadClient()
    const result = await saveBooking({ payload, input, now })
    if (!result.isOk) return result
    const { booking, bookingId, bookingNumber, effectIds } = result.value
    // The e-mail the save decided (a request received, a pay-at-pickup confirmation), sent once.
    await performSoon(payload, effectIds)
    return { isOk: true, value: { data: booking, extra: { bookingId, bookingNumber } } }
  },
})
