import { domainError } from '@/domain/errors/errors'
import { saveRequestSchema } from '@/server/rental/api/booking.schema'
import { saveBooking } from '@/server/bookings/commands/confirm'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { payloadClient } from '@/server/payload'

import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/** SPEC §5: saving needs a temporary booking with an id. */
function requireTemporaryBooking(body: unknown) {
  const id = typeof body === 'object' && body !== null ? (body as { BookingId?: unknown }).BookingId : undefined
  if (id === undefined || id === null || id === '')
    return { isOk: false as const, error: domainError('NO_TEMPORARY_BOOKING') }
  return { isOk: true as const, value: true as const }
}

/** SPEC §7: confirms the temporary booking; `{ success, data, bookingId, bookingNumber }`. Idempotent. */
export const POST = postRoute({
  name: 'renteon-booking-save',
  fallback: 'BOOKING_SAVE_FAILED',
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
