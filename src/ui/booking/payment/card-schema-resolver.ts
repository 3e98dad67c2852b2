import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import { cardPaymentSchema } from '@/domain/validation/card'

import type { CardFormValues } from './CardFields'

/** The card form's check with the payment schema (loaded at first use, see card-resolver.ts). */
export function cardSchemaResolver(): Resolver<CardFormValues, unknown, unknown> {
  return zodResolver(cardPaymentSchema(new Date()))
}
