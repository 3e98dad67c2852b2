import 'server-only'

import type { z } from 'zod'

import type { cardPaymentSchema } from '@/domain/validation/card'

import type { CardDetails } from '../provider'

/** The checked card form as the provider port takes it. */
export function cardDetails(card: z.output<ReturnType<typeof cardPaymentSchema>>): CardDetails {
  return { number: card.cardNumber, cvc: card.cvc, expiry: card.expiry, holderName: card.cardholderName }
}
