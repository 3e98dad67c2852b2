import { exbookingSaveSchema } from '@/server/rental/api/exbooking.schema'
import { saveExistingBooking } from '@/server/rental/exbooking-save'
import { payloadClient } from '@/server/payload'

import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/** SPEC §7: saves new services and drivers on a booking opened by voucher number and last name. */
export const POST = postRoute({
  name: 'renteon-exbooking-save',
  fallback: 'EXBOOKING_SAVE_FAILED',
  schema: exbookingSaveSchema,
  run: async (input, now) => {
    const result = await saveExistingBooking({
      payload: await payloadClient(),
      voucherNumber: input.VoucherNumber,
      lastName: input.identifier,
      changes: { services: input.SaveModel.Services, drivers: input.SaveModel.Booking_Drivers },
      locale: input.locale,
      now,
    })
    return result.isOk ? { isOk: true, value: { data: result.value } } : result
  },
})
