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
  return isOutside(openingMinutesOn(hours, clock), clock.minutes)
}

/** Opening and closing time of a day, minutes since midnight; undefined when the desk stays closed. */
export type OpeningMinutes = { readonly opensAt: number; readonly closesAt: number } | undefined

/** The desk's opening minutes on an office date (a holiday, a closed weekday or no schedule: closed). */
export function openingMinutesOn(hours: OfficeHours, day: { isoDate: string; weekday: Weekday }): OpeningMinutes {
  if (hours.holidays.includes(day.isoDate)) return undefined
  const schedule = hours.schedules.find((candidate) =>
    isDateInRange({ date: day.isoDate, from: candidate.validFrom, to: candidate.validTo }),
  )
  const dayHours = schedule?.weekly[day.weekday]
  if (dayHours === undefined) return undefined
  const opensAt = minutesOfClockTime(dayHours.opensAt)
  const closesAt = minutesOfClockTime(dayHours.closesAt)
  return opensAt === undefined || closesAt === undefined ? undefined : { opensAt, closesAt }
}

/** True when `minutes` since midnight fall outside a day's opening minutes. */
export function isOutside(opening: OpeningMinutes, minutes: number): boolean {
  return opening === undefined || minutes < opening.opensAt || minutes > opening.closesAt
}
