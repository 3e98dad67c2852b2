import 'server-only'

import { z } from 'zod'

import { BOOKING_TYPE, type BookingTypeId } from '@/domain/booking/booking-type'
import { CURRENCY_CODES } from '@/domain/money/money'
import { parseOfficeDateTime } from '@/domain/time/office-date-time'
import { DEFAULT_DRIVER_AGE, DRIVER_AGE_RANGE, MIN_DRIVER_AGE } from '@/domain/search/search-defaults'
import { driverSchema, MAX_DRIVERS } from '@/domain/validation/driver'
import { FORMAT, REQUIRED } from '@/domain/validation/fields'
import { LOCALES } from '@/i18n/locales'

/** A whole number, as JSON number or numeric string (Renteon clients send both). */
function wholeNumber(params: { min: number; max: number }) {
  return z
    .union(
      [
        z.number({ error: FORMAT }),
        z
          .string({ error: FORMAT })
          .trim()
          .regex(/^-?\d+$/, { error: FORMAT }),
      ],
      {
        error: FORMAT,
      },
    )
    .transform(Number)
    .pipe(z.number().int({ error: FORMAT }).min(params.min, { error: FORMAT }).max(params.max, { error: FORMAT }))
}

export const idSchema = wholeNumber({ min: 1, max: 2_147_483_647 })

/** An office: its code ('brimb1') or numeric id. */
export const officeRefSchema = z.union(
  [z.number({ error: FORMAT }).int({ error: FORMAT }).positive({ error: FORMAT }), z.string().trim().min(1).max(64)],
  { error: FORMAT },
)

/** 'YYYY-MM-DDTHH:mm' office time (or any ISO instant) as a Date. */
export const dateTimeSchema = z
  .string({ error: FORMAT })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .transform((value, context) => {
    const instant = parseOfficeDateTime(value)
    if (instant) return instant
    context.addIssue({ code: 'custom', message: FORMAT })
    return z.NEVER
  })

const driverAgeSchema = wholeNumber({ min: MIN_DRIVER_AGE, max: DRIVER_AGE_RANGE.max })
export const optionalDriverAge = driverAgeSchema.optional()
export const defaultedDriverAge = driverAgeSchema.default(DEFAULT_DRIVER_AGE)

export const currencySchema = z
  .string({ error: FORMAT })
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCY_CODES, { error: FORMAT }))
  .optional()

export const promoSchema = z.string({ error: FORMAT }).trim().max(32, { error: FORMAT }).optional()
export const localeSchema = z.enum(LOCALES, { error: FORMAT }).default('en')
export const voucherSchema = z.string({ error: FORMAT }).trim().min(1, { error: REQUIRED }).max(32, { error: FORMAT })

/** Renteon Services: ServiceId, Quantity (default 1), IsSelected (default true). */
export const servicesSchema = z
  .array(
    z.object({
      ServiceId: idSchema,
      Quantity: wholeNumber({ min: 0, max: 99 }).default(1),
      IsSelected: z.boolean({ error: FORMAT }).default(true),
    }),
    { error: FORMAT },
  )
  .max(50, { error: FORMAT })
  .transform((rows) => rows.map((row) => ({ code: row.ServiceId, quantity: row.Quantity, isSelected: row.IsSelected })))

/** SPEC §3 Driver, validated as the spec says (§5). */
export function driversSchema(now: Date) {
  return z.array(driverSchema(now), { error: FORMAT }).max(MAX_DRIVERS, { error: FORMAT })
}

/** BookingTypeId 3 (pay now) or 2 (pay at pickup); paymentType 'payNow' or 'payLocally' says the same. */
export const bookingTypeSchema = z
  .union([z.literal(BOOKING_TYPE.PAY_NOW), z.literal(BOOKING_TYPE.PAY_AT_PICKUP)], { error: FORMAT })
  .optional()
export const paymentTypeSchema = z.enum(['payNow', 'payLocally'], { error: FORMAT }).optional()

export function bookingTypeOf(input: {
  BookingTypeId?: BookingTypeId | undefined
  paymentType?: 'payNow' | 'payLocally' | undefined
}): BookingTypeId | undefined {
  if (input.BookingTypeId !== undefined) return input.BookingTypeId
  if (input.paymentType === undefined) return undefined
  return input.paymentType === 'payLocally' ? BOOKING_TYPE.PAY_AT_PICKUP : BOOKING_TYPE.PAY_NOW
}
