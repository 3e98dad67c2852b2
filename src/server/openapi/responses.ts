import 'server-only'

import { z } from 'zod'

/**
 * What the partner API answers, in zod, for the OpenAPI document (and so the typed client). Objects
 * are loose: the answers carry more fields than these (SPEC §3 names them), and a client must keep
 * working when one is added.
 */

const nullableString = z.string().nullable()

export const driverAnswer = z.looseObject({
  firstName: z.string(),
  lastName: z.string(),
  licenseNumber: nullableString.optional(),
  expiry: nullableString.optional(),
  isAdditional: z.boolean().optional(),
})

/** A booking as the rental API answers it (SPEC §3 Booking): amounts in `Currency`, decimal major units. */
export const bookingAnswer = z.looseObject({
  BookingId: z.number().int().nullable(),
  Number: nullableString,
  VoucherNumber: nullableString,
  Status: z.string(),
  HeldUntil: nullableString,
  CarCategoryId: z.number().int(),
  OfficeOutId: z.string(),
  OfficeInId: z.string(),
  DateOut: z.string(),
  DateIn: z.string(),
  Days: z.number(),
  Currency: z.string(),
  PromoCode: nullableString,
  Booking_Drivers: z.array(driverAnswer).nullable(),
  Total: z.number(),
  TotalPaid: z.number(),
  MaximumPaymentAmount: z.number(),
})

export const carCategoryAnswer = z.looseObject({
  CarCategoryId: z.number().int(),
  ModelName: z.string(),
  displayName: z.string(),
  slug: z.string(),
  rateStatus: z.enum(['AVAILABLE', 'ON_REQUEST']),
  Currency: z.string(),
})

export const availabilityAnswer = z.object({ carCategories: z.array(carCategoryAnswer) })
export const categoriesAnswer = z.object({ categories: z.array(z.looseObject({})) })

/** A card payment's state (POST /api/payments, checkout submit and check-session, add-line). */
export const paymentAnswer = z.looseObject({
  reference: z.string(),
  status: z.string(),
  outcome: z.enum(['success', 'failure', 'pending']),
  redirectUrl: z.string(),
  bookingNumber: z.string(),
  amount: z.number(),
  currency: z.string(),
  maskedPan: nullableString,
})

export const reportedPaymentAnswer = paymentAnswer.extend({
  transactionId: nullableString,
  transactionStatus: nullableString,
  provider: z.string(),
  booking: z.object({ currency: z.string(), total: z.number(), totalPaid: z.number(), balance: z.number() }),
})

export const orderAnswer = z.object({ id: z.string(), number: z.string(), totalPaid: z.number(), currency: z.string() })

/** Content answers (SPEC §3 Page, Company information, Content block): shapes the editors decide. */
export const contentAnswer = z.looseObject({})

/** Every refusal: the catalogue's code and its message in the language asked. */
export const errorAnswer = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
})

/** `{ success: true, data, ...extra }`. */
export function okAnswer(data: z.ZodType, extra: Record<string, z.ZodType> = {}) {
  return z.object({ success: z.literal(true), data, ...extra })
}
