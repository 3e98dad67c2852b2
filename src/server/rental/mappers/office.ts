import 'server-only'

import { OFFICE_WEEKDAYS } from '@/cms/collections/rental/Offices/weekdays'
import { officeDateOf } from './office-date'
import type { DayHours, OfficeHours, OpeningSchedule } from '@/domain/pricing/opening-hours'
import type { Weekday } from '@/domain/time/office-time'
import type { Office } from '@/payload-types'

/** An office (desk) as the rental engine sees it. */
export type RentalOffice = {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly iataCode: string | null
  readonly isAirport: boolean
  readonly hours: OfficeHours
  /** What the renter reads before pickup and return (where to go, the key box out of hours). */
  readonly pickupInstructions: string | null
  readonly returnInstructions: string | null
}

export type OfficeDoc = Pick<
  Office,
  | 'id'
  | 'code'
  | 'name'
  | 'iataCode'
  | 'isAirport'
  | 'openingTimes'
  | 'holidays'
  | 'pickupInstructions'
  | 'returnInstructions'
>

export function toRentalOffice(doc: OfficeDoc): RentalOffice {
  return {
    id: doc.id,
    code: doc.code,
    name: doc.name,
    iataCode: doc.iataCode ?? null,
    isAirport: doc.isAirport ?? false,
    hours: {
      schedules: (doc.openingTimes ?? []).map(toSchedule),
      holidays: (doc.holidays ?? []).flatMap(({ date }) => officeDateOf(date) ?? []),
    },
    pickupInstructions: doc.pickupInstructions?.trim() || null,
    returnInstructions: doc.returnInstructions?.trim() || null,
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
