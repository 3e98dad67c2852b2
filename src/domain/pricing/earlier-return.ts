import { DAY_MS, officeClock } from '../time/office-time'
import { rentalDays } from '../time/rental-days'
import { isOutOfHours, openingMinutesOn, type OfficeHours } from './opening-hours'

/**
 * A return a few hours past a whole number of days pays a whole extra day (rental days =
 * ceil(duration / 24 h)). Beyond this many hours into the extra day the renter has chosen another
 * day, not run a little late, and no hint is given.
 */
export const MAX_HOURS_INTO_EXTRA_DAY = 12

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** A return that pays one day less than the one chosen. */
export type EarlierReturn = {
  /** Rental days of the return chosen. */
  readonly daysNow: number
  /** Rental days of a return by `returnBy`. */
  readonly days: number
  /** The latest return that pays `days`: the pickup time, `days` days later. */
  readonly returnBy: Date
  /** The return office's desk is closed at `returnBy` (the out-of-hours fee applies then). */
  readonly isOutOfHours: boolean
  /**
   * When `returnBy` is out of hours: the latest time the desk is open that still pays `days`
   * (e.g. closing time the evening before); undefined when the desk does not open in between.
   */
  readonly deskReturnBy?: Date
}

/**
 * The earlier return that saves a rental day, by the rental-day rule prices are counted with:
 * a 02:00 pickup returned at 05:30 three days later pays 4 days, returned by 02:00 it pays 3.
 * Undefined when the return falls on a whole number of days, is more than
 * MAX_HOURS_INTO_EXTRA_DAY into its last day, or the rental is a single day already.
 */
export function earlierReturn(params: {
  pickupAt: Date
  returnAt: Date
  returnOffice: OfficeHours
}): EarlierReturn | undefined {
  const { pickupAt, returnAt, returnOffice } = params
  const counted = rentalDays({ pickupAt, returnAt })
  if (!counted.isOk || counted.value <= 1) return undefined
  const daysNow = counted.value
  const days = daysNow - 1
  const returnBy = new Date(pickupAt.getTime() + days * DAY_MS)
  const overBy = returnAt.getTime() - returnBy.getTime()
  if (overBy <= 0 || overBy > MAX_HOURS_INTO_EXTRA_DAY * HOUR_MS) return undefined
  if (!isOutOfHours(returnOffice, returnBy)) return { daysNow, days, returnBy, isOutOfHours: false }
  const deskReturnBy = latestOpenBefore({ hours: returnOffice, latest: returnBy, after: returnBy.getTime() - DAY_MS })
  return { daysNow, days, returnBy, isOutOfHours: true, ...(deskReturnBy && { deskReturnBy }) }
}

/**
 * The latest instant at or before `latest`, and after `after`, when the desk is open: closing time
 * of `latest`'s day or of the day before (a window of at most a day spans two office dates).
 */
function latestOpenBefore(params: { hours: OfficeHours; latest: Date; after: number }): Date | undefined {
  const { hours, latest, after } = params
  for (const daysBack of [0, 1]) {
    const day = new Date(latest.getTime() - daysBack * DAY_MS)
    const clock = officeClock(day)
    const opening = openingMinutesOn(hours, clock)
    if (opening === undefined) continue
    const midnight = Date.parse(`${clock.isoDate}T00:00:00Z`)
    const closing = midnight + opening.closesAt * MINUTE_MS
    const opens = midnight + opening.opensAt * MINUTE_MS
    const candidate = Math.min(closing, latest.getTime())
    if (candidate >= opens && candidate > after) return new Date(candidate)
  }
  return undefined
}
