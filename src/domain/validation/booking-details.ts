import { z } from 'zod'

import { isCountryCode } from './countries'
import { driverSchema, licenseExpirySchema, type DriverDetails } from './driver'
import { FORMAT, genderSchema } from './fields'
import { userSchema, type UserDetails } from './user'

/** Drivers besides the main one a booking may name (the booking API takes ten drivers at most). */
export const MAX_ADDITIONAL_DRIVERS = 4

/** A gender select: '' (not given) or one of GENDERS. */
const genderChoiceSchema = z
  .string({ error: FORMAT })
  .optional()
  .transform((value) => value || undefined)
  .pipe(genderSchema)

/**
 * Licence expiry as the form holds it: a date, or the 'Does not expire' box. Its own object, so the
 * rule runs even when other fields of the driver already failed.
 */
function expiryChoiceSchema(now: Date) {
  const expiry = licenseExpirySchema(now)
  return z
    .object({ date: z.string({ error: FORMAT }).trim().default(''), doesNotExpire: z.boolean().default(false) })
    .refine((choice) => choice.doesNotExpire || expiry.safeParse(choice.date).success, {
      error: 'validation.licenseExpiry',
      path: ['date'],
    })
    .transform((choice) => (choice.doesNotExpire ? null : choice.date))
}

/** One driver in the form; `isAdditional` follows from where the driver sits. */
function detailsDriverSchema(now: Date) {
  return driverSchema(now)
    .omit({ isAdditional: true })
    .extend({ gender: genderChoiceSchema, expiry: expiryChoiceSchema(now) })
}

/**
 * The Personal Information step (SPEC §3 User and Driver, §5 rules): the renter, the main driver
 * and any additional drivers. When the renter drives, the main driver's names are the renter's
 * (`withRenterNames` copies them before parsing).
 */
export function bookingDetailsSchema(now: Date) {
  const driver = detailsDriverSchema(now)
  return z
    .object({
      client: userSchema.extend({
        gender: genderChoiceSchema,
        country: userSchema.shape.country.refine(isCountryCode, { error: FORMAT }),
      }),
      isRenterDriver: z.boolean().default(false),
      mainDriver: driver,
      additionalDrivers: z.array(driver).max(MAX_ADDITIONAL_DRIVERS, { error: FORMAT }).default([]),
    })
    .transform((details): BookingDetails => ({
      client: details.client,
      drivers: [
        { ...details.mainDriver, isAdditional: false },
        ...details.additionalDrivers.map((additional) => ({ ...additional, isAdditional: true })),
      ],
    }))
}

export type BookingDetailsValues = z.input<ReturnType<typeof bookingDetailsSchema>>
export type DriverValues = z.input<ReturnType<typeof detailsDriverSchema>>
export type BookingDetails = { client: UserDetails; drivers: DriverDetails[] }

/** The values with the main driver named as the renter when the renter drives. */
export function withRenterNames(values: BookingDetailsValues): BookingDetailsValues {
  if (!values.isRenterDriver) return values
  const { firstName, lastName } = values.client
  return { ...values, mainDriver: { ...values.mainDriver, firstName, lastName } }
}
