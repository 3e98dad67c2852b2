import type { CurrencyCode } from '../money/money'

/** SPEC §3 and §9: defaults of the car search. */
export const KEFLAVIK_AIRPORT_ID = 'brimb1'
export const DEFAULT_PICKUP_LOCATION_ID = KEFLAVIK_AIRPORT_ID
export const DEFAULT_RETURN_LOCATION_ID = KEFLAVIK_AIRPORT_ID
export const DEFAULT_TIME = '12:00'
export const DEFAULT_DRIVER_AGE = 25
/** The age picker of the 25+ band offers 25 to 70. */
export const DRIVER_AGE_RANGE = { min: 25, max: 70 } as const
export const DEFAULT_COUNTRY = 'IS'
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR'

export const AGE_BANDS = [
  { id: '25', label: '25+', minAge: 25 },
  { id: '21', label: '21-24', minAge: 21 },
  { id: '19', label: '19-20', minAge: 19 },
] as const
export type AgeBand = (typeof AGE_BANDS)[number]
export type AgeBandId = AgeBand['id']
/** Youngest age any band admits. */
export const MIN_DRIVER_AGE = Math.min(...AGE_BANDS.map((band) => band.minAge))

/** The band of a driver's age (the one with the highest minimum age not above it), if any. */
export function ageBandFor(age: number): AgeBand | undefined {
  return AGE_BANDS.find((band) => age >= band.minAge)
}

/** Pickup and return times: every 15 minutes from 00:00; the last slot is 23:15. */
const TIME_SLOT_STEP_MINUTES = 15
const LAST_TIME_SLOT = '23:15'
export const TIME_SLOTS: readonly string[] = buildTimeSlots()

export function isTimeSlot(value: string): boolean {
  return TIME_SLOTS.includes(value)
}

/** Ages offered by the age picker: DRIVER_AGE_RANGE, inclusive. */
export const DRIVER_AGE_OPTIONS: readonly number[] = Array.from(
  { length: DRIVER_AGE_RANGE.max - DRIVER_AGE_RANGE.min + 1 },
  (_, index) => DRIVER_AGE_RANGE.min + index,
)

function buildTimeSlots(): string[] {
  const slots: string[] = []
  for (let minutes = 0; ; minutes += TIME_SLOT_STEP_MINUTES) {
    const slot = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
    slots.push(slot)
    if (slot === LAST_TIME_SLOT) return slots
  }
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}
