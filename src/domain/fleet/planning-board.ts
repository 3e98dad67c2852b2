/**
 * The planning board's arithmetic (issue 32): a window of whole office days (UTC, Iceland's time
 * all year), where a booking or block falls in it as day columns, lanes for bars that must not sit
 * on one another, and a day's departures and returns. Times are epoch milliseconds.
 */
const DAY_MS = 86_400_000

export const BOARD_DAYS = 14

export type BoardWindow = {
  readonly startsAt: number
  readonly endsAt: number
  /** The days shown, as YYYY-MM-DD. */
  readonly days: readonly string[]
}

export type Interval = { readonly startsAt: number; readonly endsAt: number }

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A YYYY-MM-DD day as midnight UTC, or undefined when it is not a real date. */
export function dayStart(day: string): number | undefined {
  if (!DAY_PATTERN.test(day)) return undefined
  const time = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? undefined : time
}

export function dayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10)
}

/** `count` days from `firstDay` (or from today when it is not a date). */
export function boardWindow(firstDay: string | undefined, now: number, count = BOARD_DAYS): BoardWindow {
  const startsAt = (firstDay === undefined ? undefined : dayStart(firstDay)) ?? Math.floor(now / DAY_MS) * DAY_MS
  const days = Array.from({ length: count }, (_, index) => dayOf(startsAt + index * DAY_MS))
  return { startsAt, endsAt: startsAt + count * DAY_MS, days }
}

/** The day `days` after (or before) `day`. */
export function shiftDay(day: string, days: number): string {
  return dayOf((dayStart(day) ?? 0) + days * DAY_MS)
}

/**
 * The columns a bar covers in the window: from the day it starts (or the first) to the day it ends
 * on (or the last), at least one; `isCutStart` / `isCutEnd` when it runs on beyond the window.
 * Undefined when it is wholly outside.
 */
export function barColumns(
  interval: Interval,
  window: BoardWindow,
):
  | { readonly first: number; readonly span: number; readonly isCutStart: boolean; readonly isCutEnd: boolean }
  | undefined {
  if (interval.endsAt <= window.startsAt || interval.startsAt >= window.endsAt) return undefined
  const from = Math.max(interval.startsAt, window.startsAt)
  const until = Math.min(interval.endsAt, window.endsAt)
  const first = Math.floor((from - window.startsAt) / DAY_MS)
  const last = Math.max(first, Math.ceil((until - window.startsAt) / DAY_MS) - 1)
  return {
    first,
    span: last - first + 1,
    isCutStart: interval.startsAt < window.startsAt,
    isCutEnd: interval.endsAt > window.endsAt,
  }
}

/**
 * Puts bars in lanes so none overlaps another in its lane (first fit, by start): bars of one unit
 * that clash (a change of dates after the unit was assigned) get a second lane and can be seen.
 */
export function packLanes<T extends Interval>(items: readonly T[]): T[][] {
  const lanes: { items: T[]; freeFrom: number }[] = []
  for (const item of [...items].sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt)) {
    const lane = lanes.find((candidate) => candidate.freeFrom <= item.startsAt)
    if (lane) {
      lane.items.push(item)
      lane.freeFrom = item.endsAt
    } else lanes.push({ items: [item], freeFrom: item.endsAt })
  }
  return lanes.map((lane) => lane.items)
}

export type Movement<T> = { readonly at: number; readonly kind: 'departure' | 'return'; readonly item: T }

/**
 * A day's departures (picked up at the office that day) and returns (brought back to it that day),
 * in time order, departures first at the same minute.
 */
export function dayMovements<T extends Interval & { readonly officeOutId: number; readonly officeInId: number }>(
  items: readonly T[],
  officeId: number,
  day: string,
): Movement<T>[] {
  const from = dayStart(day)
  if (from === undefined) return []
  const isOnDay = (time: number) => time >= from && time < from + DAY_MS
  const movements: Movement<T>[] = []
  for (const item of items) {
    if (item.officeOutId === officeId && isOnDay(item.startsAt)) {
      movements.push({ at: item.startsAt, kind: 'departure', item })
    }
    if (item.officeInId === officeId && isOnDay(item.endsAt)) movements.push({ at: item.endsAt, kind: 'return', item })
  }
  return movements.sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === 'departure' ? -1 : 1))
}
