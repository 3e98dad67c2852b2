import 'server-only'

import type { z } from 'zod'

import type { cardPaymentSchema } from '@/domain/validation/card'
import { latinNameOr } from '@/domain/validation/latin-name'

import type { CardDetails } from '../provider'

/**
 * The checked card form as the provider port takes it. Card networks take the cardholder name in
 * Latin letters only, so "Guðrún Jónsdóttir" goes as "Gudrun Jonsdottir" (ADR 010).
 */
export function cardDetails(card: z.output<ReturnType<typeof cardPaymentSchema>>): CardDetails {
  return { number: card.cardNumber, cvc: card.cvc, expiry: card.expiry, holderName: latinNameOr(card.cardholderName) }
}
