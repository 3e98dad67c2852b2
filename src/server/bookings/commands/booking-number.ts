import 'server-only'

import { nextBookingNumber } from '@/domain/booking/booking-number'

import { sql, type SqlRunner } from '@/server/rental/db/sql'

/**
 * The next booking number. Run it inside the write transaction that inserts the booking and holds
 * the booking-number lock (SQLite: the one writer; PostgreSQL: the advisory lock), so two bookings
 * never get the same number; the unique index on number is the last guard.
 */
export async function nextNumber(runner: SqlRunner): Promise<string> {
  const rows = await runner.rows(sql`
    SELECT number FROM bookings
    WHERE number LIKE 'VG-%'
    ORDER BY length(number) DESC, number DESC
    LIMIT 1`)
  const highest = rows[0]?.number
  return nextBookingNumber(typeof highest === 'string' ? highest : undefined)
}
