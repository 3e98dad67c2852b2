import type { Payload } from 'payload'

import { withWriteTransaction } from '@/server/rental/db/write-transaction'

/**
 * Lets go of a temporary booking the visitor no longer wants (another car was chosen), so its car
 * is free again at once instead of after the hold lapses. Only a held booking, proved by its voucher.
 */
export async function releaseHold(params: {
  payload: Payload
  bookingId: number
  voucherNumber: string
}): Promise<void> {
  const { payload, bookingId, voucherNumber } = params
  await withWriteTransaction<null>({ payload, lockKeys: [] }, async ({ req }) => {
    await payload.update({
      collection: 'bookings',
      where: {
        and: [
          { id: { equals: bookingId } },
          { voucherNumber: { equals: voucherNumber } },
          { status: { equals: 'held' } },
        ],
      },
      data: { status: 'expired' },
      req,
    })
    return { isOk: true, value: null }
  })
}
