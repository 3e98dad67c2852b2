/**
 * Offices keep Atlantic/Reykjavik time, which is UTC all year (no DST since 1968). So an office
 * wall-clock date and time is read and written with the UTC fields of a Date, whatever the TZ of
 * the machine running the code.
 */
export const OFFICE_TIME_ZONE = 'Atlantic/Reykjavik'
export const DAY_MS = 24 * 60 * 60 * 1000

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value)
}

/** Minutes since midnight of an 'HH:mm' time, or undefined when malformed. */
export function minutesOfClockTime(value: string): number | undefined {
  const match = CLOCK_TIME.exec(value)
  if (!match) return undefined
  return Number(match[1]) * 60 + Number(match[2])
}

/** The instant of an office date ('YYYY-MM-DD') and time ('HH:mm'); undefined when either is malformed. */
export function officeInstantOf(params: { date: string; time: string }): Date | undefined {
  const { date, time } = params
  return isIsoDate(date) && isClockTime(time) ? new Date(`${date}T${time}:00Z`) : undefined
}

/** The office wall clock at an instant: date, weekday and minutes since midnight. */
export function officeClock(instant: Date): { isoDate: string; weekday: Weekday; minutes: number } {
  return {
    isoDate: instant.toISOString().slice(0, 10),
    weekday: instant.getUTCDay() as Weekday,
    minutes: instant.getUTCHours() * 60 + instant.getUTCMinutes(),
  }
}

/** True when an office date lies in from..to, both inclusive; an absent bound is open. */
export function isDateInRange(params: { date: string; from?: string | undefined; to?: string | undefined }): boolean {
  const { date, from, to } = params
  return (from === undefined || from <= date) && (to === undefined || date <= to)
}

/** The office date of `instant` plus `days` days, as 'YYYY-MM-DD'. */
export function addOfficeDays(instant: Date, days: number): string {
  return new Date(instant.getTime() + days * DAY_MS).toISOString().slice(0, 10)
}
