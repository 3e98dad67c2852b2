import 'server-only'

import { z } from 'zod'

import { localeSchema } from '@/server/rental/api/common.schema'

/**
 * SPEC §7 `PUT reservations/{number}/payment` (transactionId, transactionStatus, pan, provider):
 * tells the booking of a payment made through the payment port. `transactionId` is the provider's
 * transaction id or our payment reference (pay_…); the others are what the caller was told, kept
 * for the answer only: the provider is asked and its word is recorded.
 */
export const reservationPaymentSchema = z.object({
  transactionId: z.string().trim().min(1).max(100),
  transactionStatus: z.string().trim().max(40).optional(),
  pan: z.string().trim().max(40).optional(),
  provider: z.string().trim().min(1).max(40).optional(),
  locale: localeSchema,
})

export type ReservationPaymentRequest = z.output<typeof reservationPaymentSchema>
