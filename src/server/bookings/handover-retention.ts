import 'server-only'

import type { Payload } from 'payload'

import { HANDOVER_PHOTOS_SLUG } from '@/cms/collections/rental/HandoverPhotos'

const DAY_MS = 86_400_000

/** Claims still running keep their evidence whatever its age. */
const RUNNING_CLAIMS = ['open', 'notified', 'objected']

/**
 * The retention sweep (issue 32): the check-out and check-in photos of bookings returned more than
 * `handoverRetentionDays` ago (the rental rules, staff edit it; 0 keeps them for ever) are deleted,
 * files and rows, unless the booking's damage claim is still running. At most `limit` photos a
 * run (the oldest found); the records on the booking keep their notes, the photo references become
 * empty.
 */
export async function purgeExpiredHandoverPhotos(params: {
  payload: Payload
  now: Date
  limit?: number
}): Promise<number> {
  const { payload, now } = params
  const rules = await payload.findGlobal({ slug: 'rental-rules', depth: 0 })
  const days = rules.handoverRetentionDays ?? 365
  if (days <= 0) return 0
  const before = new Date(now.getTime() - days * DAY_MS).toISOString()
  const { docs } = await payload.find({
    collection: HANDOVER_PHOTOS_SLUG,
    where: {
      and: [
        { 'booking.checkIn.returnedAt': { less_than: before } },
        {
          or: [
            { 'booking.damageClaim.status': { exists: false } },
            { 'booking.damageClaim.status': { not_in: RUNNING_CLAIMS } },
          ],
        },
      ],
    },
    depth: 0,
    limit: params.limit ?? 100,
    pagination: false,
  })
  for (const photo of docs) await payload.delete({ collection: HANDOVER_PHOTOS_SLUG, id: photo.id })
  return docs.length
}
