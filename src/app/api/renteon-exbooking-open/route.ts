import { exbookingOpenSchema } from '@/server/rental/api/exbooking.schema'
import { openExistingBooking } from '@/server/rental/booking-search'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'
import { isLookupMiss, withLookupLimit } from '@/server/security/lookup-limit'

import { postRoute } from '../_lib/route'
import { tooManyAttempts } from '../_lib/too-many-attempts'

export const dynamic = 'force-dynamic'

/** SPEC §7: opens a booking by voucher number and last name (identifier), under the look-up limit. */
export const POST = postRoute({
  name: 'renteon-exbooking-open',
  fallback: 'RENTEON_API_FAILED',
  scope: 'manage',
  schema: () => exbookingOpenSchema,
  run: async (input, _now, caller) => {
    const payload = await payloadClient()
    const limited = await withLookupLimit({
      ip: clientIpOf(caller.headers),
      references: [input.VoucherNumber],
      attempt: () =>
        openExistingBooking({
          payload,
          voucherNumber: input.VoucherNumber,
          lastName: input.identifier,
          locale: input.locale,
        }),
      isFailure: isLookupMiss,
    })
    if (limited.isRefused) return tooManyAttempts(limited.retryAfterSeconds)
    const result = limited.value
    return result.isOk ? { isOk: true, value: { data: result.value } } : result
  },
})
