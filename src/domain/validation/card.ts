import { z } from 'zod'

/** SPEC §5: 15 or 16 digits once spaces are removed. */
export const cardNumberSchema = z
  .string({ error: 'validation.cardNumber' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{15,16}$/, { error: 'validation.cardNumber' }))

/** SPEC §5: 3 or 4 digits. */
export const cvcSchema = z
  .string({ error: 'validation.cvc' })
  .trim()
  .regex(/^\d{3,4}$/, { error: 'validation.cvc' })

export const cardholderNameSchema = z
  .string({ error: 'validation.cardholderName' })
  .trim()
  .min(1, { error: 'validation.cardholderName' })

export type CardExpiry = { readonly month: number; readonly year: number }

/**
 * Reads the expiry as the card prints it, 'MM/YY', or as SPEC §7 stores it, 'MM/YYYY' (spaces around
 * the slash allowed): a two-digit month 01-12 and a year not before this year, and the card not
 * expired (it is good through the last day of its month, office time = UTC). `now` is the clock.
 */
export function parseCardExpiry(value: string, now: Date): CardExpiry | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim())
  if (!match) return undefined
  const month = Number(match[1])
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  const thisYear = now.getUTCFullYear()
  const thisMonth = now.getUTCMonth() + 1
  if (month < 1 || month > 12 || year < thisYear) return undefined
  if (year === thisYear && month < thisMonth) return undefined
  return { month, year }
}

/** Expiry: 'Expiration is required' when blank, 'Invalid expiration date' when wrong or past. */
export function cardExpirySchema(now: Date) {
  return z
    .string({ error: 'validation.expiryRequired' })
    .trim()
    .min(1, { error: 'validation.expiryRequired', abort: true })
    .transform((value, context) => {
      const expiry = parseCardExpiry(value, now)
      if (expiry !== undefined) return expiry
      context.addIssue({ code: 'custom', message: 'validation.expiryInvalid' })
      return z.NEVER
    })
}

/** The card form of the payment step. The card is checked here, never stored. */
export function cardPaymentSchema(now: Date) {
  return z.object({
    cardNumber: cardNumberSchema,
    cvc: cvcSchema,
    expiry: cardExpirySchema(now),
    cardholderName: cardholderNameSchema,
  })
}
