import { isOutside, openingMinutesOn, type OfficeHours } from '../pricing/opening-hours'
import { minutesOfClockTime, officeClock, officeInstantOf } from '../time/office-time'
import { TIME_SLOTS } from './search-defaults'

/** A pickup or return time offered by the search form, and whether the desk is closed then. */
export type OfferedSlot = { readonly time: string; readonly isOutOfHours: boolean }

const SLOT_MINUTES = TIME_SLOTS.map((time) => ({ time, minutes: minutesOfClockTime(time) ?? 0 }))

/**
 * Every time slot of `date` at an office, each marked out of hours when the desk is closed then
 * (the out-of-hours fee applies). Without a date none is marked: opening hours depend on the day.
 * The day's opening times are looked up once, not per slot: the form shows two lists of 96 slots.
 */
export function offeredSlots(params: { hours: OfficeHours; date: string | undefined }): OfferedSlot[] {
  const midnight = params.date === undefined ? undefined : officeInstantOf({ date: params.date, time: '00:00' })
  if (midnight === undefined) return TIME_SLOTS.map((time) => ({ time, isOutOfHours: false }))
  const opening = openingMinutesOn(params.hours, officeClock(midnight))
  return SLOT_MINUTES.map(({ time, minutes }) => ({ time, isOutOfHours: isOutside(opening, minutes) }))
}

/**
 * The return date after the pickup date moved: unchanged while not before the pickup, else moved
 * to keep the rental's length (at least a day).
 */
export function followingReturnDate(params: {
  previousPickup: string | undefined
  pickup: string
  returnDate: string | undefined
}): string {
  const { previousPickup, pickup, returnDate } = params
  if (returnDate !== undefined && returnDate >= pickup) return returnDate
  const length =
    previousPickup !== undefined && returnDate !== undefined ? Math.max(1, daysBetween(previousPickup, returnDate)) : 1
  return addDateDays(pickup, length)
}

const DAY_MS = 24 * 60 * 60 * 1000

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** An office date ('YYYY-MM-DD') plus `days` days. */
export function addDateDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}
