import 'server-only'

import type { Payload } from 'payload'

import { numberOf, sql, sqlRunner } from './db/sql'

const REFRESH_MS = 60_000
const DAY_MS = 24 * 60 * 60 * 1000
/** Never look back less than this, whatever the bookings say. */
const MIN_SPAN_MS = 31 * DAY_MS

let cached: { span: number; at: number } | undefined

/**
 * The longest blocking booking (pickup to return), refreshed once a minute. The availability search
 * uses it as a lower bound on pickup dates, so the index is scanned over a window instead of over
 * all earlier bookings. Being a minute out of date can only make a search show a car that a
 * booking made in that minute has taken; saving re-checks capacity exactly (no bound), so it is
 * never sold twice.
 */
export async function longestBookingMs(payload: Payload, now: number = Date.now()): Promise<number> {
  if (cached && now - cached.at < REFRESH_MS) return cached.span
  const runner = sqlRunner(payload)
  const span =
    runner.dialect === 'postgres'
      ? sql`SELECT max(extract(epoch FROM (date_in - date_out)) * 1000) AS span FROM bookings WHERE status IN ('confirmed', 'held')`
      : sql`SELECT max((julianday(date_in) - julianday(date_out)) * 86400000) AS span FROM bookings WHERE status IN ('confirmed', 'held')`
  const [row] = await runner.rows(span)
  cached = { span: Math.max(MIN_SPAN_MS, Math.ceil(numberOf(row?.span))), at: now }
  return cached.span
}
