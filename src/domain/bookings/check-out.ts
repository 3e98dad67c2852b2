/**
 * The record made when the car leaves the lot (issue 32, check-out): the unit, its odometer, the
 * fuel in eighths of a tank, the licence seen, the extra drivers present, and the damage already on
 * the car, each with an optional photo. Staff's texts, English.
 */
export const MAX_DAMAGE_NOTES = 20
export const MAX_FUEL_EIGHTHS = 8
/** Check-out opens this long before the pickup (an early arrival). */
export const CHECK_OUT_OPENS_BEFORE_MS = 24 * 3_600_000

export type CheckOutInput = {
  readonly vehicleId: number
  readonly mileage: number
  readonly fuelEighths: number
  readonly licenceChecked: boolean
  readonly extraDriversPresent: boolean
  readonly damage: readonly { readonly note: string; readonly hasPhoto: boolean }[]
}

export type CheckOutRefusal =
  | 'NOT_CONFIRMED'
  | 'TOO_EARLY'
  | 'ENDED'
  | 'ALREADY_CHECKED_OUT'
  | 'LICENCE_NOT_CHECKED'
  | 'BAD_FUEL'
  | 'BAD_MILEAGE'
  | 'MILEAGE_BELOW_LAST'
  | 'BAD_DAMAGE_NOTES'

export const CHECK_OUT_REFUSALS: Readonly<Record<CheckOutRefusal, string>> = {
  NOT_CONFIRMED: 'Only a confirmed booking is checked out.',
  TOO_EARLY: 'Check-out opens 24 hours before the pickup.',
  ENDED: 'The rental has ended: it can no longer be checked out.',
  ALREADY_CHECKED_OUT: 'This booking was checked out already.',
  LICENCE_NOT_CHECKED: "Check the driver's licence before the car goes out.",
  BAD_FUEL: 'Give the fuel level in eighths of a tank, 0 to 8.',
  BAD_MILEAGE: 'Give the odometer reading in whole kilometres.',
  MILEAGE_BELOW_LAST: "The odometer reads less than the unit's last recorded mileage.",
  BAD_DAMAGE_NOTES: `Describe each damage in 1 to 500 characters, at most ${String(MAX_DAMAGE_NOTES)} of them.`,
}

/**
 * Why a check-out cannot be recorded, or undefined when it can: the booking must be confirmed,
 * within a day of its pickup and not over, not checked out yet; the licence seen; the readings
 * plausible (the odometer never below the unit's last reading).
 */
export function checkOutRefusal(params: {
  booking: {
    readonly status: string
    readonly startsAt: number
    readonly endsAt: number
    readonly isCheckedOut: boolean
  }
  input: CheckOutInput
  lastMileage: number | undefined
  now: number
}): CheckOutRefusal | undefined {
  const { booking, input, now } = params
  if (booking.status !== 'confirmed') return 'NOT_CONFIRMED'
  if (booking.isCheckedOut) return 'ALREADY_CHECKED_OUT'
  if (now < booking.startsAt - CHECK_OUT_OPENS_BEFORE_MS) return 'TOO_EARLY'
  if (now >= booking.endsAt) return 'ENDED'
  if (!input.licenceChecked) return 'LICENCE_NOT_CHECKED'
  if (!Number.isInteger(input.fuelEighths) || input.fuelEighths < 0 || input.fuelEighths > MAX_FUEL_EIGHTHS) {
    return 'BAD_FUEL'
  }
  if (!Number.isInteger(input.mileage) || input.mileage < 0 || input.mileage > 2_000_000) return 'BAD_MILEAGE'
  if (params.lastMileage !== undefined && input.mileage < params.lastMileage) return 'MILEAGE_BELOW_LAST'
  const notes = input.damage
  if (notes.length > MAX_DAMAGE_NOTES || notes.some((item) => item.note.trim().length < 1 || item.note.length > 500)) {
    return 'BAD_DAMAGE_NOTES'
  }
  return undefined
}
