/**
 * One unit's schedule (ADR 027): the bookings assigned to it and its blocks. A booking keeps its
 * unit from pickup until its return plus its category's turnaround (the hours before the unit can
 * go out again); a block keeps it from `startsAt` until `endsAt`. Times are epoch milliseconds.
 * Two intervals [start, end) that only touch do not clash.
 */
export const BLOCK_REASONS = ['maintenance', 'cleaning', 'turnaround', 'other'] as const
export type BlockReason = (typeof BLOCK_REASONS)[number]

export const BLOCK_REASON_LABELS: Readonly<Record<BlockReason, string>> = {
  maintenance: 'Maintenance',
  cleaning: 'Cleaning',
  turnaround: 'Turnaround',
  other: 'Other',
}

export type UnitOccupation =
  | {
      readonly kind: 'booking'
      readonly id: number
      readonly number: string
      readonly startsAt: number
      /** The return; the unit stays busy `turnaroundMinutes` longer. */
      readonly endsAt: number
      readonly turnaroundMinutes: number
    }
  | {
      readonly kind: 'block'
      readonly id: number
      readonly reason: BlockReason
      readonly startsAt: number
      readonly endsAt: number
    }

/** What is asked of the unit: a booking (with its turnaround after it) or a block (none). */
export type UnitRequest = { readonly startsAt: number; readonly endsAt: number; readonly turnaroundMinutes: number }

const MINUTE_MS = 60_000

/** When an occupation frees the unit again. */
export function busyUntil(occupation: UnitOccupation): number {
  return occupation.kind === 'booking'
    ? occupation.endsAt + occupation.turnaroundMinutes * MINUTE_MS
    : occupation.endsAt
}

/**
 * The first occupation of the unit (by start) that overlaps the request, or undefined when the unit
 * is free for it.
 */
export function findUnitClash(params: {
  request: UnitRequest
  occupations: readonly UnitOccupation[]
}): UnitOccupation | undefined {
  const from = params.request.startsAt
  const until = params.request.endsAt + params.request.turnaroundMinutes * MINUTE_MS
  return [...params.occupations]
    .sort((a, b) => a.startsAt - b.startsAt)
    .find((occupation) => occupation.startsAt < until && busyUntil(occupation) > from)
}

/** Office time is Iceland's, UTC all year: "2026-12-03 10:00". */
export function officeTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')
}

/** Staff's reason a unit cannot take a booking or a block, naming what is in the way. */
export function describeClash(registration: string, clash: UnitOccupation): string {
  const from = officeTime(clash.startsAt)
  if (clash.kind === 'block') {
    const reason = BLOCK_REASON_LABELS[clash.reason].toLowerCase()
    return `${registration} is blocked for ${reason} from ${from} to ${officeTime(clash.endsAt)}.`
  }
  const turnaround = clash.turnaroundMinutes > 0 ? `, then ${hoursText(clash.turnaroundMinutes)} turnaround` : ''
  return `${registration} is taken by booking ${clash.number} from ${from} to ${officeTime(clash.endsAt)}${turnaround}.`
}

function hoursText(minutes: number): string {
  const hours = minutes / 60
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`
}

/** A category's turnaround in minutes from its setting in hours (empty: one hour, as before it was settable). */
export function turnaroundMinutesOf(hours: number | null | undefined): number {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours < 0) return DEFAULT_TURNAROUND_MINUTES
  return Math.round(hours * 60)
}

export const DEFAULT_TURNAROUND_MINUTES = 60
