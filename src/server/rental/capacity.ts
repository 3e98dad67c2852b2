import { countFreeUnitsByCategory, type BlockingBooking, type BookingStatus } from '@/domain/availability'

import { instantOf, numberOf, sql, type SqlRunner } from './db/sql'

/** Time a car needs between two rentals (cleaning, checks): a booking blocks its car this long after return. */
export const TURNAROUND_MINUTES = 60

const MINUTE_MS = 60_000

export type CapacityQuery = {
  readonly runner: SqlRunner
  readonly officeId: number
  readonly categoryIds: readonly number[]
  readonly pickupAt: Date
  readonly returnAt: Date
  readonly now: Date
  /** Leave this booking out (the one being confirmed). */
  readonly excludeBookingId?: number
  /** No booking is longer than this: bookings picked up earlier than the window minus it are skipped. */
  readonly longestBookingMs?: number
}

/**
 * Free units per car category at an office for a rental (DESIGN "The rental engine"): units in
 * service there, minus the most bookings that overlap at any moment of the rental (confirmed ones,
 * and held ones until their hold lapses), with the turnaround buffer after each return.
 * Two indexed queries; the counting is the domain's.
 */
export async function freeUnitsByCategory(query: CapacityQuery): Promise<Map<number, number>> {
  if (query.categoryIds.length === 0) return new Map()
  const [units, bookings] = [await unitsInService(query), await overlappingBookings(query)]
  const free = countFreeUnitsByCategory({
    unitsInService: new Map(query.categoryIds.map((id) => [String(id), units.get(id) ?? 0])),
    bookings,
    request: { startsAt: query.pickupAt.getTime(), endsAt: query.returnAt.getTime() },
    turnaroundMinutes: TURNAROUND_MINUTES,
    now: query.now.getTime(),
  })
  return new Map([...free].map(([id, count]) => [Number(id), count]))
}

async function unitsInService(query: CapacityQuery): Promise<Map<number, number>> {
  const rows = await query.runner.rows(sql`
    SELECT car_category_id AS category, COUNT(*) AS units
    FROM vehicles
    WHERE car_category_id IN (${idList(query.categoryIds)})
      AND office_id = ${query.officeId}
      AND status = 'inService'
    GROUP BY car_category_id`)
  return new Map(rows.map((row) => [numberOf(row.category), numberOf(row.units)]))
}

async function overlappingBookings(
  query: CapacityQuery,
): Promise<(BlockingBooking & { readonly categoryId: string })[]> {
  const buffer = TURNAROUND_MINUTES * MINUTE_MS
  const windowEnd = new Date(query.returnAt.getTime() + buffer).toISOString()
  const windowStart = new Date(query.pickupAt.getTime() - buffer).toISOString()
  const excluded = query.excludeBookingId ?? -1
  const earliestPickup =
    query.longestBookingMs === undefined
      ? sql``
      : sql`AND date_out > ${new Date(query.pickupAt.getTime() - buffer - query.longestBookingMs).toISOString()}`
  const rows = await query.runner.rows(sql`
    SELECT car_category_id AS category, date_out, date_in, status, held_until
    FROM bookings
    WHERE car_category_id IN (${idList(query.categoryIds)})
      AND office_out_id = ${query.officeId}
      AND status IN ('confirmed', 'held')
      AND date_out < ${windowEnd}
      ${earliestPickup}
      AND date_in > ${windowStart}
      AND id <> ${excluded}`)
  return rows.flatMap((row) => {
    const startsAt = instantOf(row.date_out)
    const endsAt = instantOf(row.date_in)
    if (startsAt === undefined || endsAt === undefined) return []
    const holdExpiresAt = instantOf(row.held_until)
    return [
      {
        categoryId: String(numberOf(row.category)),
        startsAt,
        endsAt,
        status: row.status as BookingStatus,
        ...(holdExpiresAt !== undefined && { holdExpiresAt }),
      },
    ]
  })
}

function idList(ids: readonly number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
}
