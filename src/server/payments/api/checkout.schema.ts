import 'server-only'

import { z } from 'zod'

import { cardPaymentSchema } from '@/domain/validation/card'
import { LOCALES } from '@/i18n/locales'

import { iskAmountSchema, type PayRequest } from './payment.schema'

/** SPEC §7 card payment: payment method 5 is the card. */
export const CARD_PAYMENT_METHOD_ID = 5

const addressSchema = z.object({
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().min(1).max(100),
  address: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  postal_code: z.string().trim().max(20).optional(),
  country: z.string().trim().max(60).optional(),
})

/** The one item: the booking to pay, named by its voucher number (`sku`), and the amount in ISK. */
const itemSchema = z.object({
  title: z.string().trim().min(1).max(200),
  sku: z.string().trim().min(1).max(32),
  price_amount: iskAmountSchema,
  quantity: z.union([z.literal(1), z.literal('1')]),
  currency: z.literal('ISK'),
})

/**
 * SPEC §7 `POST /v1/ecommerce/checkout/submit`, the card payment: payment_method_id 5, email,
 * shipping and billing address, one item (title, sku, price_amount, quantity 1, currency ISK),
 * redirect URLs, card number, cvc, expiry month and year, external_id. The item's `sku` is the
 * booking's voucher number and the billing last name its renter's, as for any payment of an
 * existing booking; `external_id` is the idempotency key. Read as POST /api/payments' request.
 */
export function checkoutSubmitSchema(now: Date) {
  return z
    .object({
      payment_method_id: z.union([z.literal(CARD_PAYMENT_METHOD_ID), z.literal(String(CARD_PAYMENT_METHOD_ID))]),
      email: z.email().max(200),
      billing_address: addressSchema,
      shipping_address: addressSchema.partial().optional(),
      items: z.array(itemSchema).length(1),
      redirect_success_url: z.string().max(500).optional(),
      redirect_failure_url: z.string().max(500).optional(),
      card_number: z.string(),
      cvc: z.string(),
      expiry_month: z.union([z.string(), z.number()]),
      expiry_year: z.union([z.string(), z.number()]),
      cardholder_name: z.string().optional(),
      external_id: z.string().optional(),
      locale: z.enum(LOCALES).optional(),
    })
    .transform((body, context): PayRequest => {
      const billing = body.billing_address
      const card = cardPaymentSchema(now).safeParse({
        cardNumber: body.card_number,
        cvc: body.cvc,
        expiry: `${String(body.expiry_month).padStart(2, '0')}/${String(body.expiry_year)}`,
        cardholderName: body.cardholder_name ?? [billing.first_name, billing.last_name].filter(Boolean).join(' '),
      })
      if (!card.success) {
        for (const issue of card.error.issues)
          context.addIssue({ code: 'custom', message: issue.message, path: issue.path })
        return z.NEVER
      }
      const [item] = body.items
      if (!item) return z.NEVER
      return {
        VoucherNumber: item.sku,
        lastName: billing.last_name,
        amount: item.price_amount,
        locale: body.locale,
        idempotencyKey: body.external_id,
        card: card.data,
      }
    })
}
