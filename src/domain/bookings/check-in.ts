import { MAX_DAMAGE_NOTES, MAX_FUEL_EIGHTHS } from './check-out'

/**
 * The record made when the car comes back (issue 32, check-in): when it was returned, its odometer
 * (never below the check-out reading), the fuel in eighths of a tank, and the new damage, each with
 * a photo (evidence for a claim) and optionally the item of the published damage price list it is
 * charged by. Staff's texts, English.
 */
export const MAX_NEW_DAMAGE = MAX_DAMAGE_NOTES
/** A return recorded later than this after it happened is a typing mistake (the desk records returns the same day). */
export const RETURN_RECORDED_WITHIN_MS = 7 * 24 * 3_600_000
/** A return a few minutes ahead of the server's clock (a tablet's clock) is allowed. */
const CLOCK_SKEW_MS = 5 * 60_000

export type CheckInInput = {
  readonly returnedAt: number
  readonly mileage: number
  readonly fuelEighths: number
  readonly damage: readonly {
    readonly note: string
    readonly hasPhoto: boolean
    /** The damage price list item charged for it; none: recorded without a charge (staff decide later). */
    readonly priceItemId?: number | undefined
  }[]
}

export type CheckInRefusal =
  | 'NOT_CONFIRMED'
  | 'NOT_CHECKED_OUT'
  | 'ALREADY_CHECKED_IN'
  | 'RETURN_BEFORE_CHECK_OUT'
  | 'RETURN_IN_FUTURE'
  | 'RETURN_TOO_OLD'
  | 'BAD_FUEL'
  | 'BAD_MILEAGE'
  | 'MILEAGE_BELOW_CHECK_OUT'
  | 'BAD_DAMAGE_NOTES'
  | 'DAMAGE_WITHOUT_PHOTO'
  | 'UNKNOWN_PRICE_ITEM'

export const CHECK_IN_REFUSALS: Readonly<Record<CheckInRefusal, string>> = {
  NOT_CONFIRMED: 'Only a confirmed booking is checked in.',
  NOT_CHECKED_OUT: 'This booking was never checked out: record the check-out first.',
  ALREADY_CHECKED_IN: 'This booking was checked in already.',
  RETURN_BEFORE_CHECK_OUT: 'The return is before the check-out.',
  RETURN_IN_FUTURE: 'The return time is in the future.',
  RETURN_TOO_OLD: 'The return is more than 7 days ago: check the date.',
  BAD_FUEL: 'Give the fuel level in eighths of a tank, 0 to 8.',
  BAD_MILEAGE: 'Give the odometer reading in whole kilometres.',
  MILEAGE_BELOW_CHECK_OUT: 'The odometer reads less than at check-out.',
  BAD_DAMAGE_NOTES: `Describe each new damage in 1 to 500 characters, at most ${String(MAX_NEW_DAMAGE)} of them.`,
  DAMAGE_WITHOUT_PHOTO: 'Each new damage needs a photo: it is the evidence the renter sees.',
  UNKNOWN_PRICE_ITEM: 'A damage is charged by an item that is not on the damage price list.',
}

/**
 * Why a check-in cannot be recorded, or undefined when it can: a confirmed booking checked out and
 * not checked in yet; returned after its check-out, not in the future and not more than a week ago;
 * the odometer whole km and never below the check-out reading; fuel 0–8 eighths; each new damage
 * described, with its photo, and charged (if at all) by an item of the price list.
 */
export function checkInRefusal(params: {
  booking: {
    readonly status: string
    readonly checkedOutAt: number | undefined
    readonly checkOutMileage: number | undefined
    readonly isCheckedIn: boolean
  }
  input: CheckInInput
  priceItemIds: readonly number[]
  now: number
}): CheckInRefusal | undefined {
  const { booking, input, now } = params
  if (booking.status !== 'confirmed') return 'NOT_CONFIRMED'
  if (booking.checkedOutAt === undefined) return 'NOT_CHECKED_OUT'
  if (booking.isCheckedIn) return 'ALREADY_CHECKED_IN'
  if (!Number.isFinite(input.returnedAt) || input.returnedAt < booking.checkedOutAt) return 'RETURN_BEFORE_CHECK_OUT'
  if (input.returnedAt > now + CLOCK_SKEW_MS) return 'RETURN_IN_FUTURE'
  if (input.returnedAt < now - RETURN_RECORDED_WITHIN_MS) return 'RETURN_TOO_OLD'
  if (!Number.isInteger(input.fuelEighths) || input.fuelEighths < 0 || input.fuelEighths > MAX_FUEL_EIGHTHS) {
    return 'BAD_FUEL'
  }
  if (!Number.isInteger(input.mileage) || input.mileage < 0 || input.mileage > 2_000_000) return 'BAD_MILEAGE'
  if (booking.checkOutMileage !== undefined && input.mileage < booking.checkOutMileage) return 'MILEAGE_BELOW_CHECK_OUT'
  const notes = input.damage
  if (notes.length > MAX_NEW_DAMAGE || notes.some((item) => item.note.trim().length < 1 || item.note.length > 500)) {
    return 'BAD_DAMAGE_NOTES'
  }
  if (notes.some((item) => !item.hasPhoto)) return 'DAMAGE_WITHOUT_PHOTO'
  if (notes.some((item) => item.priceItemId !== undefined && !params.priceItemIds.includes(item.priceItemId))) {
    return 'UNKNOWN_PRICE_ITEM'
  }
  return undefined
}
