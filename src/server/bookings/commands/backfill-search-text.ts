// No 'server-only' marker: payload.config.ts runs this at start-up, and the Payload CLI loads that config.
import type { Payload } from 'payload'

import { bookingSearchText } from '../../../domain/bookings/search-keys'

const PAGE = 100

/**
 * One-off job at start-up: bookings saved before the search text existed (or by a migration) get
 * it, so the bookings console finds them by name, e-mail and phone like any other. Idempotent: it
 * reads only bookings without one, in pages by id, and writes each once (the beforeChange hook
 * derives the same text); a second start finds none. Answers how many it filled.
 */
export async function backfillSearchText(payload: Payload): Promise<number> {
  let filled = 0
  let afterId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { and: [{ id: { greater_than: afterId } }, { searchText: { exists: false } }] },
      sort: 'id',
      limit: PAGE,
      depth: 0,
      pagination: false,
      select: { client: true, drivers: true },
    })
    for (const booking of docs) {
      afterId = booking.id
      const searchText = bookingSearchText(booking)
      if (!searchText) continue
      await payload.update({ collection: 'bookings', id: booking.id, depth: 0, data: { searchText } })
      filled += 1
    }
    if (docs.length < PAGE) return filled
  }
}
