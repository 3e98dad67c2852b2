import { z } from 'zod'
import { isIsoDate, officeClock } from '../time/office-time'
import { personNameSchema, FORMAT, genderSchema, optionalText, requiredText } from './fields'

/**
 * Licence expiry: null ('Does not expire') or a YYYY-MM-DD date after today (office time);
 * anything else is 'Please select a valid expiry date or check Does not expire'.
 */
export function licenseExpirySchema(now: Date) {
  const today = officeClock(now).isoDate
  return z
    .string({ error: 'validation.licenseExpiry' })
    .refine((value) => isIsoDate(value) && value > today, { error: 'validation.licenseExpiry' })
    .nullable()
}

/** The most drivers a booking takes (the API has always refused more than ten). */
export const MAX_DRIVERS = 10

/** A driver on the booking (SPEC §3 Driver); the first is the main driver. */
export function driverSchema(now: Date) {
  return z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    licenseNumber: requiredText(30).regex(/^[A-Za-z0-9 -]+$/, { error: FORMAT }),
    id: optionalText(64),
    expiry: licenseExpirySchema(now),
    gender: genderSchema,
    isAdditional: z.boolean({ error: FORMAT }).default(false),
  })
}

export type DriverDetails = z.output<ReturnType<typeof driverSchema>>
