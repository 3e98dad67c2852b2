import 'server-only'

import {
  countFreeUnitsByCategory,
  type BlockingBooking,
  type BookingStatus,
  type UnitMovement,
} from '@/domain/fleet/availability-count'

import { instantOf, numberOf, sql, type SqlRunner } from './db/sql'

/** Time a car needs between two rentals (cleaning, checks): a booking blocks its car this long after return. */
const TURNAROUND_MINUTES = 60

const MINUTE_MS = 60_000

export type CapacityQuery = {
  readonly runner: SqlRunner
  readonly officeId: number
  readonly categoryIds: readonly number[]
  readonly pickupAt: Date
  readonly returnAt: Date
  /** Returned at another office: the unit leaves this one for good. */
  readonly isOneWay?: boolean
  readonly now: Date
  /** Leave this booking out (the one being confirmed). */
  readonly excludeBookingId?: number
  /** No booking is longer than this: round trips picked up earlier than the window minus it are skipped. */
  readonly longestBookingMs?: number
  /**
   * Leave requests (status requested) out: only when staff confirm a request, which needs a unit
   * free of firm bookings and holds; the other requests wait their turn. Everywhere else a request
   * occupies a unit like a confirmed booking.
   */
  readonly ignoreRequests?: boolean
}

type CategoryBooking = BlockingBooking & { readonly categoryId: string }

/**
 * Free units per car category at an office for a rental (DESIGN "The rental engine"): units in
 * service there, minus the most bookings that overlap at any moment of the rental (confirmed ones,
 * requests waiting for staff, held ones until their hold lapses, unpaid pay-now ones until their
 * time to pay is up), with the
 * turnaround buffer after each return; one-way rentals move units between offices. Indexed queries;
 * the counting is the domain's.
 */
export async function freeUnitsByCategory(query: CapacityQuery): Promise<Map<number, number>> {
  if (query.categoryIds.length === 0) return new Map()
  const [units, bookings] = [await unitsInService(query), await bookingsAtOffice(query)]
  const free = countFreeUnitsByCategory({
    unitsInService: new Map(query.categoryIds.map((id) => [String(id), units.get(id) ?? 0])),
    bookings,
    request: {
      startsAt: query.pickupAt.getTime(),
      endsAt: query.returnAt.getTime(),
      isOneWay: query.isOneWay ?? false,
    },
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

/**
 * The bookings that can keep a unit of the office busy during the window: round trips there that
 * overlap it, one-way rentals from there that start before it ends (the unit does not come back),
 * and every one-way rental to there (it brought a unit). Three index range scans; one-way rentals
 * are found by their flag (set from the offices by a hook), so the many round trips are read once.
 */
async function bookingsAtOffice(query: CapacityQuery): Promise<CategoryBooking[]> {
  const buffer = TURNAROUND_MINUTES * MINUTE_MS
  const office = query.officeId
  const windowStart = new Date(query.pickupAt.getTime() - buffer).toISOString()
  const startsBeforeEnd = query.isOneWay
    ? sql``
    : sql`AND date_out < ${new Date(query.returnAt.getTime() + buffer).toISOString()}`
  const earliestPickup =
    query.longestBookingMs === undefined
      ? sql``
      : sql`AND date_out > ${new Date(query.pickupAt.getTime() - buffer - query.longestBookingMs).toISOString()}`
  const statuses = query.ignoreRequests ? sql`'confirmed', 'held'` : sql`'confirmed', 'held', 'requested'`
  const common = sql`car_category_id IN (${idList(query.categoryIds)})
      AND status IN (${statuses})
      AND id <> ${query.excludeBookingId ?? -1}`
  // The first part is the round trips' query as it always was, so it keeps its index (naming
  // office_in_id there made SQLite pick a worse one); the one-way rentals it also finds are left to
  // the other two parts. TRUE is a keyword of both SQLite and PostgreSQL.
  const rows = await query.runner.rows(sql`
    SELECT 1 AS part, is_one_way, car_category_id AS category, office_out_id, office_in_id, date_out, date_in, status, held_until
    FROM bookings
    WHERE ${common} AND office_out_id = ${office}
      ${startsBeforeEnd} ${earliestPickup} AND date_in > ${windowStart}
    UNION ALL
    SELECT 2 AS part, is_one_way, car_category_id AS category, office_out_id, office_in_id, date_out, date_in, status, held_until
    FROM bookings
    WHERE is_one_way = TRUE AND ${common} AND office_out_id = ${office} ${startsBeforeEnd}
    UNION ALL
    SELECT 3 AS part, is_one_way, car_category_id AS category, office_out_id, office_in_id, date_out, date_in, status, held_until
    FROM bookings
    WHERE is_one_way = TRUE AND ${common} AND office_in_id = ${office}`)
  return rows.flatMap((row) => {
    // SQLite answers the flag as 1, PostgreSQL as true.
    if (numberOf(row.part) === 1 && (row.is_one_way === true || row.is_one_way === 1)) return []
    const officeIn = numberOf(row.office_in_id)
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
        movement: movementAt(office, numberOf(row.office_out_id), officeIn),
        ...(holdExpiresAt !== undefined && { holdExpiresAt }),
      },
    ]
  })
}

function movementAt(officeId: number, officeOut: number, officeIn: number): UnitMovement {
  if (officeOut === officeIn) return 'round-trip'
  return officeOut === officeId ? 'departs' : 'arrives'
}

function idList(ids: readonly number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
}
