/**
 * Availability arithmetic for one car category at one office (DESIGN "The rental engine"): units in
 * service minus the most bookings that overlap at any moment of the requested rental.
 * Times are epoch milliseconds. A booking blocks its car from pickup until its return plus the
 * turnaround buffer; the requested rental needs the same buffer after its own return.
 * Units are a pool (any unit can take any booking), so the peak overlap is what counts.
 */
export type BookingStatus = 'held' | 'confirmed' | 'cancelled'

export type BlockingBooking = {
  readonly startsAt: number
  readonly endsAt: number
  readonly status: BookingStatus
  /** For a held (temporary) booking: when the hold lapses. */
  readonly holdExpiresAt?: number
}

export type RentalInterval = { readonly startsAt: number; readonly endsAt: number }

const MINUTE_MS = 60_000

/** A confirmed booking blocks; a held one only until its hold expires; a cancelled one never. */
export function isBlocking(booking: BlockingBooking, now: number): boolean {
  if (booking.status === 'confirmed') return true
  return booking.status === 'held' && booking.holdExpiresAt !== undefined && booking.holdExpiresAt > now
}

/** Free units for the requested rental: O(n log n) (filter, two sorts, one sweep). */
export function countFreeUnits(params: {
  unitsInService: number
  bookings: readonly BlockingBooking[]
  request: RentalInterval
  turnaroundMinutes: number
  now: number
}): number {
  const buffer = params.turnaroundMinutes * MINUTE_MS
  const windowStart = params.request.startsAt
  const windowEnd = params.request.endsAt + buffer
  const starts: number[] = []
  const ends: number[] = []
  for (const booking of params.bookings) {
    const blockedUntil = booking.endsAt + buffer
    if (booking.startsAt >= windowEnd || blockedUntil <= windowStart || !isBlocking(booking, params.now)) continue
    starts.push(Math.max(booking.startsAt, windowStart))
    ends.push(Math.min(blockedUntil, windowEnd))
  }
  return Math.max(0, params.unitsInService - peakOverlap(starts, ends))
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
  turnaroundMinutes: number
  now: number
}): Map<string, number> {
  const byCategory = new Map<string, BlockingBooking[]>()
  for (const booking of params.bookings) {
    const group = byCategory.get(booking.categoryId)
    if (group) group.push(booking)
    else byCategory.set(booking.categoryId, [booking])
  }
  const free = new Map<string, number>()
  for (const [categoryId, unitsInService] of params.unitsInService) {
    const bookings = byCategory.get(categoryId) ?? []
    free.set(categoryId, countFreeUnits({ ...params, unitsInService, bookings }))
  }
  return free
}
