import 'server-only'

import { z } from 'zod'

import { iskMinorUnits, MAXIMUM_PAYMENT_ISK } from '@/domain/payments/payment-amount-rules'
import { cardPaymentSchema } from '@/domain/validation/card'
import { LOCALES } from '@/i18n/locales'

/**
 * An ISK amount in decimal major units with at most two decimals, taken to whole minor units. A
 * third decimal is a format error (0.001 is refused, not rounded to a payment of nothing); the
 * minimum and the balance are checked against the booking when the payment starts. Aurar are
 * accepted here but not charged: the payment rounds the amount down to whole krónur (cards take
 * ISK in whole krónur only; SPEC §9 rounds the amount down rather than refusing it; ADR 033).
 */
export const iskAmountSchema = z
  .number()
  .positive()
  .max(MAXIMUM_PAYMENT_ISK)
  .transform((value, context) => {
    const minor = iskMinorUnits(value)
    if (minor === undefined) {
      context.addIssue({ code: 'custom', message: 'validation.format' })
      return z.NEVER
    }
    return minor
  })
  .describe(
    'ISK, at most two decimals. Charged in whole krónur, rounded down (card schemes take no aurar): ' +
      '1500.75 charges 1,500 kr. At least 1,000 kr. (or the whole balance when less), at most the balance.',
  )

/**
 * POST /api/payments: pay a booking by card. At the end of booking the visitor names it by
 * BookingId + VoucherNumber (flow 'booking'); for the balance of an existing booking by
 * VoucherNumber + lastName (flow 'balance'). amount (ISK) defaults to the whole balance.
 */
export function payRequestSchema(now: Date) {
  return z
    .object({
      VoucherNumber: z.string().trim().min(1),
      BookingId: z.coerce.number().int().positive().optional(),
      lastName: z.string().trim().min(1).optional(),
      amount: iskAmountSchema.optional(),
      locale: z.enum(LOCALES).optional(),
      idempotencyKey: z.string().optional(),
      /** Required unless the provider's own page takes the card (Adyen): then it is not sent. */
      card: cardPaymentSchema(now).optional(),
    })
    .refine((body) => body.BookingId !== undefined || body.lastName !== undefined, {
      path: ['lastName'],
      message: 'validation.required',
    })
}

export type PayRequest = z.output<ReturnType<typeof payRequestSchema>>

/** The card fields of SPEC §7's card payment (payment_provider_extra). */
const providerExtraSchema = z.object({
  card_number: z.string(),
  cvc: z.string(),
  expiry_month: z.union([z.string(), z.number()]),
  expiry_year: z.union([z.string(), z.number()]),
  cardholder_name: z.string(),
  external_id: z.string().optional(),
})

const lineSchema = z.object({
  title: z.string().trim().min(1).max(200),
  sku: z.string().trim().max(100).optional(),
  price_amount: z.number().nonnegative(),
  quantity: z.literal(1),
  currency: z.literal('ISK'),
})

/** A same-site path, never another origin (no open redirect). */
const localPathSchema = z
  .string()
  .trim()
  .regex(/^\/(?!\/)[^\s\\]*$/)

/** SPEC §7 POST /v1/ecommerce/order/{id}/add-line: pay (part of) the balance of an order now. */
export function addLineSchema(now: Date) {
  return z
    .object({
      amount_to_pay: iskAmountSchema.optional(),
      pay_immediately: z.union([z.literal(1), z.literal('1'), z.literal(true)]),
      redirect_success_url: localPathSchema.optional(),
      payment_provider_extra: providerExtraSchema,
      lines: z.array(lineSchema).max(20).optional(),
      idempotency_key: z.string().optional(),
      locale: z.enum(LOCALES).optional(),
    })
    .transform((body, context) => {
      const extra = body.payment_provider_extra
      const card = cardPaymentSchema(now).safeParse({
        cardNumber: extra.card_number,
        cvc: extra.cvc,
        expiry: `${String(extra.expiry_month).padStart(2, '0')}/${String(extra.expiry_year)}`,
        cardholderName: extra.cardholder_name,
      })
      if (!card.success) {
        for (const issue of card.error.issues) {
          context.addIssue({ code: 'custom', message: issue.message, path: ['payment_provider_extra', ...issue.path] })
        }
        return z.NEVER
      }
      return { ...body, card: card.data }
    })
}

export type AddLineRequest = z.output<ReturnType<typeof addLineSchema>>
