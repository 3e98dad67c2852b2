import 'server-only'

import { z } from 'zod'

import { payloadSecret } from '@/env'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { purposeKey, readSignedJson, signJson } from '@/server/security/signed-value'

import { absoluteUrl } from '../payments/payment-urls'

/** How long a payment link sent from the desk opens its booking. */
export const PAYMENT_LINK_DAYS = 7

const PURPOSE = 'manage-payment-link/v1'
const PAYMENT_LINK_PATH = '/manage-booking/pay-link'

const claimsSchema = z.object({ b: z.number().int().positive(), v: z.string().min(1).max(64), e: z.number().int() })

export type PaymentLinkClaims = { readonly bookingId: number; readonly voucherNumber: string; readonly expiresAt: Date }

function key(): Buffer {
  return purposeKey(payloadSecret, PURPOSE)
}

/** When a link sent at `now` stops working. */
export function paymentLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_LINK_DAYS * 86_400_000)
}

/**
 * The link a payment-link e-mail carries: /manage-booking/pay-link?t=<signed claims> in the
 * booking's language. The claims (booking id, voucher number, expiry) are signed with a key of
 * their own, so only the server makes one; opening it does what the voucher and last-name
 * look-up does (the manage cookies) and goes to manage's payment step.
 */
export function paymentLinkUrl(params: {
  bookingId: number
  voucherNumber: string
  expiresAt: Date
  locale: Locale
}): string {
  const token = signJson({
    key: key(),
    value: { b: params.bookingId, v: params.voucherNumber, e: params.expiresAt.getTime() },
  })
  const path = getPathname({ href: PAYMENT_LINK_PATH, locale: params.locale })
  return absoluteUrl(`${path}?t=${encodeURIComponent(token)}`)
}

/** The claims of a genuine link that has not expired at `now`; undefined otherwise. */
export function readPaymentLink(token: string | null, now: Date): PaymentLinkClaims | undefined {
  const parsed = claimsSchema.safeParse(readSignedJson({ key: key(), signed: token ?? undefined }))
  if (!parsed.success || parsed.data.e <= now.getTime()) return undefined
  return { bookingId: parsed.data.b, voucherNumber: parsed.data.v, expiresAt: new Date(parsed.data.e) }
}
