import 'server-only'

import type { Payload } from 'payload'

import { DAY_MS } from '@/domain/time/office-time'

import { numberOf, sql, sqlRunner } from './db/sql'

/** How far back "popular" counts confirmed bookings. */
const POPULAR_WINDOW_DAYS = 90

/** Car category ids by confirmed bookings made in the last 90 days, most booked first (SPEC §3 popular cars). */
export async function popularCategoryIds(payload: Payload, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * DAY_MS).toISOString()
  const rows = await sqlRunner(payload).rows(sql`
    SELECT car_category_id AS category, COUNT(*) AS bookings
    FROM bookings
    WHERE status = 'confirmed' AND created_at > ${since}
    GROUP BY car_category_id
    ORDER BY bookings DESC, car_category_id`)
  return rows.map((row) => numberOf(row.category))
}
