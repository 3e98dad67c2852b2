/** SPEC §4: BookingTypeId 3 is pay now (the default), 2 is pay at pickup. */
export const BOOKING_TYPE = { PAY_AT_PICKUP: 2, PAY_NOW: 3 } as const
export type BookingTypeId = (typeof BOOKING_TYPE)[keyof typeof BOOKING_TYPE]

/** The same number as a booking document keeps it (a select's value). */
export type StoredBookingType = `${BookingTypeId}`

type AnyBookingType = BookingTypeId | StoredBookingType | null | undefined

/** Pay at pickup (type 2), whether written as a number or as the stored text. */
export function isPayAtPickup(type: AnyBookingType): boolean {
  return type === BOOKING_TYPE.PAY_AT_PICKUP || type === storedBookingType(BOOKING_TYPE.PAY_AT_PICKUP)
}

/** Pay now (type 3), whether written as a number or as the stored text; a missing type is not. */
export function isPayNow(type: AnyBookingType): boolean {
  return type === BOOKING_TYPE.PAY_NOW || type === storedBookingType(BOOKING_TYPE.PAY_NOW)
}

/** The type of a stored booking: pay at pickup when it says so, else pay now (the default). */
export function bookingTypeId(stored: AnyBookingType): BookingTypeId {
  return isPayAtPickup(stored) ? BOOKING_TYPE.PAY_AT_PICKUP : BOOKING_TYPE.PAY_NOW
}

export function storedBookingType(type: BookingTypeId): StoredBookingType {
  return `${type}`
}
