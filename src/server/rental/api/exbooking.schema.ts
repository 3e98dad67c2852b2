import 'server-only'

import { z } from 'zod'

import { FORMAT, REQUIRED } from '@/domain/validation/fields'

import { driversSchema, localeSchema, servicesSchema, voucherSchema } from './common.schema'

const lastNameSchema = z.string({ error: FORMAT }).trim().min(1, { error: REQUIRED }).max(100, { error: FORMAT })

/**
 * POST /api/renteon-booking-search (SPEC §7): the number, and the voucher number with the last name
 * (identifier) for the booking's personal and financial details; one of the two alone is refused.
 */
export const searchRequestSchema = z
  .object({
    BookingNumber: z.string({ error: FORMAT }).trim().min(1, { error: REQUIRED }).max(32, { error: FORMAT }),
    VoucherNumber: voucherSchema.optional(),
    identifier: lastNameSchema.optional(),
    locale: localeSchema,
  })
  .superRefine((input, context) => {
    if (input.VoucherNumber !== undefined && input.identifier === undefined) {
      context.addIssue({ code: 'custom', path: ['identifier'], message: REQUIRED })
    }
    if (input.identifier !== undefined && input.VoucherNumber === undefined) {
      context.addIssue({ code: 'custom', path: ['VoucherNumber'], message: REQUIRED })
    }
  })

/** POST /api/renteon-exbooking-open: voucher number and last name (identifier). */
export const exbookingOpenSchema = z.object({
  VoucherNumber: voucherSchema,
  identifier: lastNameSchema,
  locale: localeSchema,
})

/** POST /api/renteon-exbooking-save: SaveModel holds the new services and drivers. */
export function exbookingSaveSchema(now: Date) {
  return z.object({
    VoucherNumber: voucherSchema,
    identifier: lastNameSchema,
    SaveModel: z.object({ Services: servicesSchema.optional(), Booking_Drivers: driversSchema(now).optional() }),
    locale: localeSchema,
  })
}
