import 'server-only'

import {
  countFreeUnitsByCategory,
  type BlockingBooking,
  type BookingStatus,
  type UnitBlock,
  type UnitMovement,
} from '@/domain/fleet/availability-count'
import { DEFAULT_TURNAROUND_MINUTES, turnaroundMinutesOf } from '@/domain/fleet/unit-schedule'

import { instantOf, numberOf, sql, type SqlRunner } from './db/sql'

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
type CategoryBlock = UnitBlock & { readonly categoryId: string }

/**
 * Free units per car category at an office for a rental (DESIGN "The rental engine"): units in
 * service there, minus the units blocked during the rental (maintenance, cleaning, turnaround;
 * ADR 027), minus the most bookings that overlap at any moment of the rental (confirmed ones,
 * requests waiting for staff, held ones until their hold lapses, unpaid pay-now ones until their
 * time to pay is up), with the category's turnaround after each return; one-way rentals move units
 * between offices. Indexed queries; the counting is the domain's.
 */
export async function freeUnitsByCategory(query: CapacityQuery): Promise<Map<number, number>> {
  if (query.categoryIds.length === 0) return new Map()
  const { units, turnarounds } = await categoriesAtOffice(query)
  const bufferMs = Math.max(DEFAULT_TURNAROUND_MINUTES, ...turnarounds.values()) * MINUTE_MS
  const bookings = await bookingsAtOffice(query, bufferMs)
  const blocks = await blocksAtOffice(query, bufferMs)
  const free = countFreeUnitsByCategory({
    unitsInService: new Map(query.categoryIds.map((id) => [String(id), units.get(id) ?? 0])),
    bookings,
    blocks,
    request: {
      startsAt: query.pickupAt.getTime(),
      endsAt: query.returnAt.getTime(),
      isOneWay: query.isOneWay ?? false,
    },
    turnaroundMinutes: DEFAULT_TURNAROUND_MINUTES,
    turnaroundMinutesByCategory: turnarounds,
    now: query.now.getTime(),
  })
  return new Map([...free].map(([id, count]) => [Number(id), count]))
}

/**
 * Blocks of the office's units in service that overlap the rental (widened by the longest
 * turnaround; the domain decides exactly): each such unit is out of the pool for it.
 */
async function blocksAtOffice(query: CapacityQuery, bufferMs: number): Promise<CategoryBlock[]> {
  const windowEnd = query.isOneWay
    ? sql``
    : sql`AND b.starts_at < ${new Date(query.returnAt.getTime() + bufferMs).toISOString()}`
  const rows = await query.runner.rows(sql`
    SELECT b.vehicle_id AS unit, v.car_category_id AS category, b.starts_at, b.ends_at
    FROM unit_blocks b JOIN vehicles v ON v.id = b.vehicle_id
    WHERE v.car_category_id IN (${idList(query.categoryIds)})
      AND v.office_id = ${query.officeId}
      AND v.status = 'inService'
      AND b.ends_at > ${query.pickupAt.toISOString()} ${windowEnd}`)
  return rows.flatMap((row) => {
    const startsAt = instantOf(row.starts_at)
    const endsAt = instantOf(row.ends_at)
    if (startsAt === undefined || endsAt === undefined) return []
    return [{ unitId: String(numberOf(row.unit)), categoryId: String(numberOf(row.category)), startsAt, endsAt }]
  })
}

/**
 * Per category asked for: its units in service at the office, and its turnaround in minutes (its
 * hours setting; one hour when unset). One query: the join reads the vehicles by their index.
 */
async function categoriesAtOffice(
  query: CapacityQuery,
): Promise<{ units: Map<number, number>; turnarounds: Map<string, number> }> {
  const rows = await query.runner.rows(sql`
    SELECT c.id AS category, c.turnaround_hours, COUNT(v.id) AS units
    FROM car_categories c
    LEFT JOIN vehicles v
      ON v.car_category_id = c.id AND v.office_id = ${query.officeId} AND v.status = 'inService'
    WHERE c.id IN (${idList(query.categoryIds)})
    GROUP BY c.id, c.turnaround_hours`)
  const hoursOf = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return {
    units: new Map(rows.map((row) => [numberOf(row.category), numberOf(row.units)])),
    turnarounds: new Map(
      rows.map((row) => [String(numberOf(row.category)), turnaroundMinutesOf(hoursOf(row.turnaround_hours))]),
    ),
  }
}

/**
 * The bookings that can keep a unit of the office busy during the window: round trips there that
 * overlap it, one-way rentals from there that start before it ends (the unit does not come back),
 * and every one-way rental to there (it brought a unit). Three index range scans; one-way rentals
 * are found by their flag (set from the offices by a hook), so the many round trips are read once.
 */
async function bookingsAtOffice(query: CapacityQuery, buffer: number): Promise<CategoryBooking[]> {
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
    SELECT 1 AS part, is_one_way, car_category_id AS category, vehicle_id, office_out_id, office_in_id, date_out, date_in, status, held_until
    FROM bookings
    WHERE ${common} AND office_out_id = ${office}
      ${startsBeforeEnd} ${earliestPickup} AND date_in > ${windowStart}
    UNION ALL
    SELECT 2 AS part, is_one_way, car_category_id AS category, vehicle_id, office_out_id, office_in_id, date_out, date_in, status, held_until
    FROM bookings
    WHERE is_one_way = TRUE AND ${common} AND office_out_id = ${office} ${startsBeforeEnd}
    UNION ALL
    SELECT 3 AS part, is_one_way, car_category_id AS category, vehicle_id, office_out_id, office_in_id, date_out, date_in, status, held_until
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
    const unit = row.vehicle_id === null || row.vehicle_id === undefined ? undefined : numberOf(row.vehicle_id)
    return [
      {
        categoryId: String(numberOf(row.category)),
        startsAt,
        endsAt,
        status: row.status as BookingStatus,
        movement: movementAt(office, numberOf(row.office_out_id), officeIn),
        ...(holdExpiresAt !== undefined && { holdExpiresAt }),
        ...(unit !== undefined && { unitId: String(unit) }),
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
