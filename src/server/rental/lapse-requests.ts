import 'server-only'

import type { Payload } from 'payload'

import { notifyBooking } from '@/server/mail/notify-booking'

import { sql, sqlRunner } from './db/sql'

/**
 * Declines every booking request (status requested) staff never answered once its pickup time has
 * passed by `now`: the car it asked for can no longer be given, so it stops occupying a car in the
 * availability search, is final like a request staff declined (no card is taken for a request, so
 * no money is kept), and the visitor gets the declined-request e-mail in the booking's language.
 * One UPDATE that re-checks the status on each row, so a decision taken meanwhile wins. Answers
 * how many lapsed.
 */
export async function lapseUnansweredRequests(params: { payload: Payload; now: Date }): Promise<number> {
  const { payload, now } = params
  const at = now.toISOString()
  const rows = await sqlRunner(payload).rows(sql`
    UPDATE bookings SET status = 'declined', held_until = NULL, updated_at = ${at}
    WHERE status = 'requested'
      AND date_out <= ${at}
    RETURNING id`)
  for (const row of rows) {
    await notifyBooking({ payload, kind: 'request-declined', bookingId: Number(row.id), now })
  }
  return rows.length
}
