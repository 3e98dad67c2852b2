import 'server-only'

import type { PaymentOutcomeKind } from '@/domain/payments/payment-attempt'
import { env } from '@/env'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

/** `/de` for German, '' for the language without prefix (English unless DEFAULT_LOCALE says otherwise). */
function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/**
 * Where the visitor lands after paying, in their language: /confirmation/success for money taken,
 * held or still pending (the page says which), /confirmation/error when it was not taken.
 */
export function confirmationPath(params: { locale: Locale; outcome: PaymentOutcomeKind; reference: string }): string {
  const page = params.outcome === 'failure' ? 'error' : 'success'
  return `${localePrefix(params.locale)}/confirmation/${page}?payment=${encodeURIComponent(params.reference)}`
}

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString()
}

export function providerReturnUrl(provider: string): string {
  return absoluteUrl(`/api/payments/return/${encodeURIComponent(provider)}`)
}

export function providerCallbackUrl(provider: string): string {
  return absoluteUrl(`/api/payments/callback/${encodeURIComponent(provider)}`)
}

/** The manage-booking entry page in `locale`. */
export function manageBookingUrl(locale: Locale): string {
  return absoluteUrl(`${localePrefix(locale)}/manage-my-booking`)
}

/**
 * Where the provider's page sends the browser back after a deposit hold: on to the staff desk's
 * booking page (`to: desk`) or the renter's manage page in their language.
 */
export function depositReturnUrl(params: {
  provider: string
  bookingId: number
  to: 'desk' | 'manage'
  locale: Locale
}): string {
  const url = new URL(absoluteUrl(`/api/booking-deposits/return/${encodeURIComponent(params.provider)}`))
  url.searchParams.set('to', params.to)
  url.searchParams.set('booking', String(params.bookingId))
  url.searchParams.set('locale', params.locale)
  return url.toString()
}
