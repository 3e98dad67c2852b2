import { z } from 'zod'
import { DEFAULT_DRIVER_AGE, DRIVER_AGE_RANGE, MIN_DRIVER_AGE } from '../search/search-defaults'
import { emailSchema, personNameSchema, FORMAT, genderSchema, optionalText, requiredText } from './fields'

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/
const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2,3} ?\d{1,4}[A-Z]?$/i

/**
 * The renter's details (SPEC §3 User). Required: names, email, phone, country (two-letter code);
 * the rest may be left out. Driver age defaults to 25 and must lie within 19-70.
 */
export const userSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  phone: requiredText(24).regex(PHONE_PATTERN, { error: FORMAT }),
  address: optionalText(120),
  city: optionalText(60),
  country: requiredText(2)
    .regex(/^[A-Za-z]{2}$/, { error: FORMAT })
    .toUpperCase(),
  postalCode: optionalText(12),
  gender: genderSchema,
  driverAge: z.coerce
    .number({ error: FORMAT })
    .int({ error: FORMAT })
    .min(MIN_DRIVER_AGE, { error: FORMAT })
    .max(DRIVER_AGE_RANGE.max, { error: FORMAT })
    .default(DEFAULT_DRIVER_AGE),
  flightNumber: optionalText(10).refine((value) => value === undefined || FLIGHT_NUMBER_PATTERN.test(value), {
    error: FORMAT,
  }),
  comments: optionalText(1000),
})

export type UserDetails = z.output<typeof userSchema>
