import type { DayHours, OfficeHours, OpeningSchedule } from '../../../../domain/pricing/opening-hours'
import { isIsoDate, type Weekday } from '../../../../domain/time/office-time'
import type { Office } from '../../../../payload-types'
import { OFFICE_WEEKDAYS } from './weekdays'

/** The office date ('YYYY-MM-DD') of a stored date value; Payload keeps a full ISO instant. */
export function officeDateOf(value: string | null | undefined): string | undefined {
  const date = value?.slice(0, 10)
  return date !== undefined && isIsoDate(date) ? date : undefined
}

/** An office's opening times and holidays as stored, in the domain's shape (SPEC §3 Desk). */
export function officeHoursOf(doc: Pick<Office, 'openingTimes' | 'holidays'>): OfficeHours {
  return {
    schedules: (doc.openingTimes ?? []).map(toSchedule),
    holidays: (doc.holidays ?? []).flatMap(({ date }) => officeDateOf(date) ?? []),
  }
}

type OpeningRow = NonNullable<Office['openingTimes']>[number]

function toSchedule(row: OpeningRow): OpeningSchedule {
  const closed = new Set(row.closedWeekdays ?? [])
  const weekly: Partial<Record<Weekday, DayHours>> = {}
  for (const { name, weekday } of OFFICE_WEEKDAYS) {
    const day = row.hours?.[name]
    if (closed.has(name) || !day?.opensAt || !day.closesAt) continue
    weekly[weekday] = { opensAt: day.opensAt, closesAt: day.closesAt }
  }
  const validFrom = officeDateOf(row.validFrom)
  const validTo = officeDateOf(row.validTo)
  return { weekly, ...(validFrom && { validFrom }), ...(validTo && { validTo }) }
}
