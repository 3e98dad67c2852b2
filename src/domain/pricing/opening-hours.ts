import { isDateInRange, minutesOfClockTime, officeClock, type Weekday } from '../time/office-time'

/** Opening hours of one day, office time 'HH:mm'; open from opensAt to closesAt inclusive. */
export type DayHours = { readonly opensAt: string; readonly closesAt: string }

/** Opening times valid over a date range (inclusive, open-ended when absent). */
export type OpeningSchedule = {
  readonly validFrom?: string
  readonly validTo?: string
  /** Hours per weekday (0 = Sunday); a weekday left out is closed. */
  readonly weekly: Readonly<Partial<Record<Weekday, DayHours>>>
}

/** A desk's opening times (SPEC §3): schedules by validity, plus holidays when it is closed. */
export type OfficeHours = {
  readonly schedules: readonly OpeningSchedule[]
  readonly holidays: readonly string[]
}

/**
 * True when a handover at `instant` falls outside opening hours: on a holiday, on a closed weekday,
 * on a date no schedule covers, or before opening or after closing time.
 */
export function isOutOfHours(hours: OfficeHours, instant: Date): boolean {
  const clock = officeClock(instant)
  if (hours.holidays.includes(clock.isoDate)) return true
  const schedule = hours.schedules.find((candidate) =>
    isDateInRange({ date: clock.isoDate, from: candidate.validFrom, to: candidate.validTo }),
  )
  const day = schedule?.weekly[clock.weekday]
  if (day === undefined) return true
  const opensAt = minutesOfClockTime(day.opensAt)
  const closesAt = minutesOfClockTime(day.closesAt)
  if (opensAt === undefined || closesAt === undefined) return true
  return clock.minutes < opensAt || clock.minutes > closesAt
}
