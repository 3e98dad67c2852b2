/**
 * Availability arithmetic for one car category at one office (DESIGN "The rental engine"): units in
 * service minus the most bookings that overlap at any moment of the requested rental.
 * Times are epoch milliseconds. A booking blocks its car from pickup until its return plus the
 * turnaround buffer; the requested rental needs the same buffer after its own return.
 * Units are a pool (any unit can take any booking), so the peak overlap is what counts.
 *
 * One-way rentals move a unit: seen from the office counted, a booking picked up here and returned
 * elsewhere takes a unit away for good from its pickup; one picked up elsewhere and returned here
 * brings a unit that is free from its return plus the turnaround (before that it counts as a unit
 * that is busy). Only a firm booking brings a unit: a hold, or a pay-now booking not paid yet, may
 * still lapse, and a unit that never comes must not be sold.
 *
 * Units can be blocked (maintenance, cleaning, turnaround; ADR 027): a unit with a block that
 * overlaps the requested rental (with its turnaround) is out of the pool for that rental, and the
 * bookings assigned to it go with it (they keep that unit busy, not another one).
 */
export type BookingStatus = 'held' | 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'expired'

/** What a booking does to the units of the office counted. */
export type UnitMovement = 'round-trip' | 'departs' | 'arrives'

export type BlockingBooking = {
  readonly startsAt: number
  readonly endsAt: number
  readonly status: BookingStatus
  /**
   * For a held (temporary) booking: when the hold lapses. For a confirmed pay-now booking not paid
   * yet: when its time to pay is up. Absent on a confirmed booking that stands.
   */
  readonly holdExpiresAt?: number
  /** 'round-trip' when absent: picked up and returned at the office counted. */
  readonly movement?: UnitMovement
  /** The unit (vehicle id) assigned to the booking, when one is. */
  readonly unitId?: string
}

/** A unit out of service for a while (maintenance, cleaning, turnaround): busy from startsAt until endsAt. */
export type UnitBlock = { readonly unitId: string; readonly startsAt: number; readonly endsAt: number }

/** The rental asked for; one-way when it is returned at another office than the one counted. */
export type RentalInterval = { readonly startsAt: number; readonly endsAt: number; readonly isOneWay?: boolean }

const MINUTE_MS = 60_000

/**
 * A confirmed booking blocks, unless it had a time to pay that is up; a held one blocks only until
 * its hold expires; a cancelled, declined or expired one never. A request (on-request car, waiting
 * for staff) blocks like a confirmed booking: it has a car promised if staff confirm it, so no one
 * else may take the next unit that comes free before staff have answered, and confirming it never
 * overbooks (the confirmation checks for a unit among firm bookings and holds only).
 */
export function isBlocking(booking: BlockingBooking, now: number): boolean {
  if (booking.status === 'requested') return true
  if (booking.status === 'confirmed') return booking.holdExpiresAt === undefined || booking.holdExpiresAt > now
  return booking.status === 'held' && booking.holdExpiresAt !== undefined && booking.holdExpiresAt > now
}

/** A confirmed booking with nothing left that could make it lapse. */
function isFirm(booking: BlockingBooking): boolean {
  return booking.status === 'confirmed' && booking.holdExpiresAt === undefined
}

/** Free units for the requested rental: O(n log n) (filter, two sorts, one sweep). */
export function countFreeUnits(params: {
  unitsInService: number
  bookings: readonly BlockingBooking[]
  request: RentalInterval
  turnaroundMinutes: number
  now: number
  /** Blocks of this office's units in service (of the category counted). */
  blocks?: readonly UnitBlock[]
}): number {
  const buffer = params.turnaroundMinutes * MINUTE_MS
  const windowStart = params.request.startsAt
  // A unit taken to another office does not come back here: it must be free from pickup on.
  const windowEnd = params.request.isOneWay ? Infinity : params.request.endsAt + buffer
  const blocked = blockedUnits(params.blocks ?? [], windowStart, windowEnd)
  let units = params.unitsInService - blocked.size
  const starts: number[] = []
  const ends: number[] = []
  for (const booking of params.bookings) {
    if (booking.unitId !== undefined && blocked.has(booking.unitId)) continue
    const busy = busyInterval(booking, buffer, params.now)
    if (!busy) continue
    if (booking.movement === 'arrives') units += 1
    if (busy.from >= windowEnd || busy.until <= windowStart) continue
    starts.push(Math.max(busy.from, windowStart))
    ends.push(Math.min(busy.until, windowEnd))
  }
  return Math.max(0, units - peakOverlap(starts, ends))
}

/** The units with a block overlapping [windowStart, windowEnd): none of them can take the rental. */
export function blockedUnits(blocks: readonly UnitBlock[], windowStart: number, windowEnd: number): Set<string> {
  const units = new Set<string>()
  for (const block of blocks) {
    if (block.startsAt < windowEnd && block.endsAt > windowStart) units.add(block.unitId)
  }
  return units
}

/** When a booking keeps a unit of the office counted busy, or undefined when it does not count. */
function busyInterval(
  booking: BlockingBooking,
  buffer: number,
  now: number,
): { from: number; until: number } | undefined {
  switch (booking.movement ?? 'round-trip') {
    case 'arrives':
      return isFirm(booking) ? { from: -Infinity, until: booking.endsAt + buffer } : undefined
    case 'departs':
      return isBlocking(booking, now) ? { from: booking.startsAt, until: Infinity } : undefined
    case 'round-trip':
      return isBlocking(booking, now) ? { from: booking.startsAt, until: booking.endsAt + buffer } : undefined
  }
}

/** Most intervals [start, end) open at one moment; an end and a start at the same time do not overlap. */
export function peakOverlap(starts: readonly number[], ends: readonly number[]): number {
  const sortedStarts = Float64Array.from(starts).sort()
  const sortedEnds = Float64Array.from(ends).sort()
  let open = 0
  let peak = 0
  let endIndex = 0
  for (const start of sortedStarts) {
    while (endIndex < sortedEnds.length && (sortedEnds[endIndex] ?? Infinity) <= start) {
      endIndex += 1
      open -= 1
    }
    open += 1
    peak = Math.max(peak, open)
  }
  return peak
}

/** What to do with a category that has no free unit: hide it or offer it on request. */
export type SoldOutPolicy = 'hide' | 'on-request'
export type CategoryAvailability = 'AVAILABLE' | 'ON_REQUEST' | 'HIDDEN'

export function categoryAvailability(params: {
  freeUnits: number
  soldOutPolicy: SoldOutPolicy
}): CategoryAvailability {
  if (params.freeUnits > 0) return 'AVAILABLE'
  return params.soldOutPolicy === 'on-request' ? 'ON_REQUEST' : 'HIDDEN'
}

/** Free units of every category at once: bookings grouped in one pass, then counted per category. */
export function countFreeUnitsByCategory(params: {
  unitsInService: ReadonlyMap<string, number>
  bookings: readonly (BlockingBooking & { readonly categoryId: string })[]
  request: RentalInterval
  /** Turnaround of a category not in `turnaroundMinutesByCategory`. */
  turnaroundMinutes: number
  /** Each category's own turnaround (hours after a return before a unit goes out again), in minutes. */
  turnaroundMinutesByCategory?: ReadonlyMap<string, number>
  blocks?: readonly (UnitBlock & { readonly categoryId: string })[]
  now: number
}): Map<string, number> {
  const bookingsOf = groupByCategory(params.bookings)
  const blocksOf = groupByCategory(params.blocks ?? [])
  const free = new Map<string, number>()
  for (const [categoryId, unitsInService] of params.unitsInService) {
    free.set(
      categoryId,
      countFreeUnits({
        unitsInService,
        bookings: bookingsOf.get(categoryId) ?? [],
        blocks: blocksOf.get(categoryId) ?? [],
        request: params.request,
        turnaroundMinutes: params.turnaroundMinutesByCategory?.get(categoryId) ?? params.turnaroundMinutes,
        now: params.now,
      }),
    )
  }
  return free
}

function groupByCategory<T extends { readonly categoryId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(item.categoryId)
    if (group) group.push(item)
    else groups.set(item.categoryId, [item])
  }
  return groups
}
