import { z } from 'zod'

import { isCountryCode } from './countries'
import { driverSchema, licenseExpirySchema, type DriverDetails } from './driver'
import { MAX_ADDITIONAL_DRIVERS } from './driver-limits'
import { FORMAT, genderSchema } from './fields'
import { userSchema, type UserDetails } from './user'

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
 * The drivers as the booking and manage forms hold them: the main driver and up to
 * MAX_ADDITIONAL_DRIVERS additional ones, in order (`isAdditional` follows from where each sits).
 */
function driversShape(now: Date) {
  const driver = detailsDriverSchema(now)
  return {
    mainDriver: driver,
    additionalDrivers: z.array(driver).max(MAX_ADDITIONAL_DRIVERS, { error: FORMAT }).default([]),
  }
}

function toDrivers(drivers: {
  mainDriver: Omit<DriverDetails, 'isAdditional'>
  additionalDrivers: Omit<DriverDetails, 'isAdditional'>[]
}): DriverDetails[] {
  return [
    { ...drivers.mainDriver, isAdditional: false },
    ...drivers.additionalDrivers.map((additional) => ({ ...additional, isAdditional: true })),
  ]
}

/** The Driver step of manage mode: the booking's driver rules, without the renter. */
export function driversSchema(now: Date) {
  return z.object(driversShape(now)).transform(toDrivers)
}

/**
 * The Personal Information step (SPEC §3 User and Driver, §5 rules): the renter, the main driver
 * and any additional drivers. When the renter drives, the main driver's names are the renter's
 * (`withRenterNames` copies them before parsing).
 */
export function bookingDetailsSchema(now: Date) {
  return z
    .object({
      client: userSchema.extend({
        gender: genderChoiceSchema,
        country: userSchema.shape.country.refine(isCountryCode, { error: FORMAT }),
      }),
      isRenterDriver: z.boolean().default(false),
      ...driversShape(now),
    })
    .transform((details): BookingDetails => ({ client: details.client, drivers: toDrivers(details) }))
}

export type BookingDetailsValues = z.input<ReturnType<typeof bookingDetailsSchema>>
export type DriverValues = z.input<ReturnType<typeof detailsDriverSchema>>
export type DriversValues = z.input<ReturnType<typeof driversSchema>>
export type BookingDetails = { client: UserDetails; drivers: DriverDetails[] }

/** The values with the main driver named as the renter when the renter drives. */
export function withRenterNames(values: BookingDetailsValues): BookingDetailsValues {
  if (!values.isRenterDriver) return values
  const { firstName, lastName } = values.client
  return { ...values, mainDriver: { ...values.mainDriver, firstName, lastName } }
}
