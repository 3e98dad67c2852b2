import 'server-only'

import type { Payload } from 'payload'

import { sql } from '@/server/rental/db/sql'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordEffects } from '../effects/effect-store'

/**
 * Command "lapse": marks `expired` every booking whose hold or time to pay ran out by `now` —
 * temporary bookings past their hold, and saved pay-now bookings not paid in time (their deadline
 * is cleared when a payment lands in time, so a paid booking is never touched). Capacity already
 * ignores them; this makes the status say so, keeps them from being paid or reopened, and keeps
 * the hold counts small. One UPDATE that re-checks the deadline on each row, so a payment recorded
 * meanwhile wins. Answers how many lapsed.
 */
export async function lapseBookings(params: { payload: Payload; now: Date }): Promise<number> {
  const at = params.now.toISOString()
  const lapsed = await withWriteTransaction<number>({ payload: params.payload, lockKeys: [] }, async ({ runner }) => {
    const rows = await runner.rows(sql`
      UPDATE bookings SET status = 'expired', updated_at = ${at}
      WHERE status IN ('held', 'confirmed')
        AND held_until IS NOT NULL
        AND held_until <= ${at}
      RETURNING id`)
    return { isOk: true, value: rows.length }
  })
  return lapsed.isOk ? lapsed.value : 0
}

/**
 * Command "decline unanswered requests": every booking request (status requested) staff never
 * answered is declined once its pickup time has passed by `now` — the car it asked for can no
 * longer be given, so it stops occupying a car in the availability search, and it is final like a
 * request staff declined (no card is taken for a request, so no money is kept). Each gets the
 * declined-request e-mail, recorded as an effect in the same transaction. One UPDATE that
 * re-checks the status on each row, so a decision taken meanwhile wins; the worker sends the
 * e-mails. Answers how many lapsed.
 */
export async function lapseUnansweredRequests(params: { payload: Payload; now: Date }): Promise<number> {
  const { payload, now } = params
  const at = now.toISOString()
  const lapsed = await withWriteTransaction<readonly number[]>({ payload, lockKeys: [] }, async ({ runner, req }) => {
    const rows = await runner.rows(sql`
      UPDATE bookings SET status = 'declined', held_until = NULL, updated_at = ${at}
      WHERE status = 'requested'
        AND date_out <= ${at}
      RETURNING id`)
    const effects = rows.map((row) => {
      const bookingId = Number(row.id)
      return {
        key: `mail:request-declined:${bookingId}`,
        bookingId,
        input: { kind: 'mail' as const, mail: 'request-declined' as const },
      }
    })
    return { isOk: true, value: await recordEffects({ payload, req, effects }) }
  })
  return lapsed.isOk ? lapsed.value.length : 0
}
