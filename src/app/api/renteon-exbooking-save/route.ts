import { exbookingSaveSchema } from '@/server/rental/api/exbooking.schema'
import { changeBooking } from '@/server/bookings/commands/change'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'
import { isLookupMiss, withLookupLimit } from '@/server/security/lookup-limit'

import { postRoute } from '../_lib/route'
import { tooManyAttempts } from '../_lib/too-many-attempts'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7: saves new services and drivers on a booking opened by voucher number and last name (look-up
 * limit), through the bookings module's change: the renter is e-mailed and a lower price refunded.
 */
export const POST = postRoute({
  name: 'renteon-exbooking-save',
  fallback: 'EXBOOKING_SAVE_FAILED',
  scope: 'manage',
  schema: exbookingSaveSchema,
  run: async (input, now, caller) => {
    const payload = await payloadClient()
    const limited = await withLookupLimit({
      ip: clientIpOf(caller.headers),
      references: [input.VoucherNumber],
      attempt: () =>
        changeBooking({
          payload,
          voucherNumber: input.VoucherNumber,
          lastName: input.identifier,
          changes: { services: input.SaveModel.Services, drivers: input.SaveModel.Booking_Drivers },
          locale: input.locale,
          now,
        }),
      isFailure: isLookupMiss,
    })
    if (limited.isRefused) return tooManyAttempts(limited.retryAfterSeconds)
    const result = limited.value
    if (!result.isOk) return result
    // The same command as manage's: a lower price gives back what was paid beyond it.
    await performSoon(payload, result.value.effectIds)
    return { isOk: true, value: { data: result.value.view } }
  },
})
