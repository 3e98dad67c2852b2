import type { Payload } from 'payload'

import { sql, sqlRunner } from './db/sql'

/**
 * Marks `expired` every booking whose hold or time to pay ran out by `now`: temporary bookings
 * past their hold, and saved pay-now bookings not paid in time (their deadline is cleared when a
 * payment lands in time, so a paid booking is never touched). Capacity already ignores them; this
 * makes the status say so, keeps them from being paid or reopened, and keeps the hold counts small.
 * One UPDATE that re-checks the deadline on each row, so a payment recorded meanwhile wins.
 * Answers how many were released.
 */
export async function releaseLapsedBookings(params: { payload: Payload; now: Date }): Promise<number> {
  const at = params.now.toISOString()
  const rows = await sqlRunner(params.payload).rows(sql`
    UPDATE bookings SET status = 'expired', updated_at = ${at}
    WHERE status IN ('held', 'confirmed')
      AND held_until IS NOT NULL
      AND held_until <= ${at}
    RETURNING id`)
  return rows.length
}
