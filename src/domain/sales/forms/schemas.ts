import { z } from 'zod'

import { emailSchema, FORMAT, optionalText, REQUIRED, requiredText } from '../../validation/fields'

/** The three sales forms; the kind travels with the form and picks the schema. */
export const SALE_FORM_KINDS = ['offer', 'inquiry', 'trade-in'] as const
export type SaleFormKind = (typeof SALE_FORM_KINDS)[number]

export const PAYMENT_METHODS = ['cash', 'other'] as const

/** Letters of any alphabet, spaces, hyphens, apostrophes and dots (Guðrún Jónsdóttir, O'Neil Jr.). */
const PERSON_NAME = /^\p{L}[\p{L} '.-]*$/u
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/
const REGISTRATION = /^[\p{L}0-9][\p{L}0-9 -]{1,9}$/u
/** Whole krónur or kilometres as typed: digits, optionally grouped with spaces, dots or commas. */
const WHOLE_NUMBER = /^\d{1,3}([ .,]?\d{3})*$|^\d{1,10}$/

const wholeNumber = (text: string) => Number(text.replace(/[ .,]/g, ''))

/** A required whole number typed into a text field ('12 500 000' is 12500000). */
function requiredAmount() {
  return requiredText(16)
    .regex(WHOLE_NUMBER, { error: FORMAT })
    .transform(wholeNumber)
    .refine((value) => Number.isSafeInteger(value) && value > 0, { error: FORMAT })
}

/** An optional whole number; blank is undefined. */
function optionalAmount() {
  return optionalText(16)
    .refine((value) => value === undefined || WHOLE_NUMBER.test(value), { error: FORMAT })
    .transform((value) => (value === undefined ? undefined : wholeNumber(value)))
}

/** SPEC §3: every contact form carries the car it is about in a required hidden car_id. */
const carIdSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .regex(/^[1-9]\d{0,9}$/, { error: FORMAT })
  .transform(Number)

const contactFields = {
  car_id: carIdSchema,
  name: requiredText(80).regex(PERSON_NAME, { error: FORMAT }),
  email: emailSchema,
  phone: requiredText(24).regex(PHONE, { error: FORMAT }),
  comment: optionalText(2000),
}

/** Send offer (SPEC §2 modal): name, e-mail, phone, offered price, comment. */
export const offerSchema = z.object({ ...contactFields, offeredPrice: requiredAmount() })

/**
 * Sale inquiry (SPEC §3): name, email, phone, price, comment, inquiry, seller name, registration
 * number, mileage, trade-in value, cash or other payment.
 */
export const inquirySchema = z.object({
  ...contactFields,
  price: optionalAmount(),
  inquiry: requiredText(2000),
  sellerName: optionalText(80),
  registrationNumber: optionalText(10).refine((value) => value === undefined || REGISTRATION.test(value), {
    error: FORMAT,
  }),
  mileage: optionalAmount(),
  tradeInValue: optionalAmount(),
  payment: z.enum(PAYMENT_METHODS, { error: FORMAT }).default('cash'),
})

/** Trade-in: the visitor's own car (the photos travel beside the fields, checked by photoProblem). */
export const tradeInSchema = z.object({
  ...contactFields,
  ownCar: requiredText(80),
  registrationNumber: requiredText(10).regex(REGISTRATION, { error: FORMAT }),
  year: optionalText(4).refine((value) => value === undefined || /^(19|20)\d{2}$/.test(value), { error: FORMAT }),
  mileage: requiredAmount(),
  askingPrice: optionalAmount(),
})

export const SALE_FORM_SCHEMAS = { offer: offerSchema, inquiry: inquirySchema, 'trade-in': tradeInSchema } as const

export type OfferForm = z.output<typeof offerSchema>
export type InquiryForm = z.output<typeof inquirySchema>
export type TradeInForm = z.output<typeof tradeInSchema>
export type SaleFormValues = z.input<typeof tradeInSchema> & z.input<typeof inquirySchema> & z.input<typeof offerSchema>

/** A submitted sales form, checked. */
export type SaleSubmission =
  | { readonly kind: 'offer'; readonly form: OfferForm }
  | { readonly kind: 'inquiry'; readonly form: InquiryForm }
  | { readonly kind: 'trade-in'; readonly form: TradeInForm }

export function isSaleFormKind(value: unknown): value is SaleFormKind {
  return typeof value === 'string' && (SALE_FORM_KINDS as readonly string[]).includes(value)
}

/** Parses the fields of a form of `kind`; the zod error lists every failed field. */
export function parseSaleForm(
  kind: SaleFormKind,
  fields: Record<string, unknown>,
): { isOk: true; value: SaleSubmission } | { isOk: false; error: z.ZodError } {
  switch (kind) {
    case 'offer': {
      const parsed = offerSchema.safeParse(fields)
      return parsed.success ? { isOk: true, value: { kind, form: parsed.data } } : { isOk: false, error: parsed.error }
    }
    case 'inquiry': {
      const parsed = inquirySchema.safeParse(fields)
      return parsed.success ? { isOk: true, value: { kind, form: parsed.data } } : { isOk: false, error: parsed.error }
    }
    case 'trade-in': {
      const parsed = tradeInSchema.safeParse(fields)
      return parsed.success ? { isOk: true, value: { kind, form: parsed.data } } : { isOk: false, error: parsed.error }
    }
  }
}

/** Price watch: an e-mail address for one car (double opt-in follows). */
export const priceWatchSchema = z.object({ car_id: carIdSchema, email: emailSchema })
export type PriceWatchForm = z.output<typeof priceWatchSchema>
