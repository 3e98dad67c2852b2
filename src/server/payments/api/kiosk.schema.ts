import 'server-only'

import { z } from 'zod'

import { cardPaymentSchema } from '@/domain/validation/card'
import { MAXIMUM_PAYMENT_ISK } from '@/domain/payments/payment-amount-rules'

/**
 * A payment at the desk (ADR 026): `amount` ISK as staff typed it (rounded down to 2 decimals, then
 * charged in whole krónur, rounded down, as every card payment in ISK, ADR 033; the balance when
 * left out), the card unless the provider's own page takes it, and the address
 * the card holder gives (the renter's stored one when left out; its postal code is cut to 7).
 */
export function kioskPaymentSchema(now: Date) {
  return z.object({
    amount: z.number().positive().max(MAXIMUM_PAYMENT_ISK).optional(),
    card: cardPaymentSchema(now).optional(),
    billingAddress: z
      .object({
        street: z.string().trim().min(1).max(200),
        postalCode: z.string().trim().min(1).max(20),
        city: z.string().trim().min(1).max(100),
        country: z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/),
      })
      .optional(),
  })
}
