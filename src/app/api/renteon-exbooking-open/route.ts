import { exbookingOpenSchema } from '@/server/rental/api/exbooking.schema'
import { openExistingBooking } from '@/server/rental/booking-search'
import { payloadClient } from '@/server/payload'

import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/** SPEC §7: opens a booking by voucher number and last name (identifier). */
export const POST = postRoute({
  name: 'renteon-exbooking-open',
  fallback: 'RENTEON_API_FAILED',
  schema: () => exbookingOpenSchema,
  run: async (input) => {
    const result = await openExistingBooking({
      payload: await payloadClient(),
      voucherNumber: input.VoucherNumber,
      lastName: input.identifier,
      locale: input.locale,
    })
    return result.isOk ? { isOk: true, value: { data: result.value } } : result
  },
})
