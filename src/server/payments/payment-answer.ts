import 'server-only'

import { outcomeKind, type PaymentAttemptStatus, type PaymentOutcomeKind } from '@/domain/payments/payment-attempt'
import { localeOr } from '@/i18n/locales'

import type { Attempt } from './attempt-store'
import { absoluteUrl, confirmationPath } from './payment-urls'

/** What the payment API answers: the outcome and where to send the browser next. */
export type PaymentAnswer = {
  readonly reference: string
  readonly status: PaymentAttemptStatus
  readonly outcome: PaymentOutcomeKind
  /** The provider's 3-D Secure page while status is 'challenge', else the confirmation page. */
  readonly redirectUrl: string
  readonly bookingNumber: string
  /** ISK, decimal major units. */
  readonly amount: number
  readonly currency: string
  readonly maskedPan: string | null
}

export function toPaymentAnswer(attempt: Attempt, bookingNumber: string): PaymentAnswer {
  const outcome = outcomeKind(attempt.status)
  const locale = localeOr(attempt.locale)
  const redirectUrl =
    attempt.status === 'challenge' && attempt.redirectUrl
      ? attempt.redirectUrl
      : absoluteUrl(confirmationPath({ locale, outcome, reference: attempt.reference }))
  return {
    reference: attempt.reference,
    status: attempt.status,
    outcome,
    redirectUrl,
    bookingNumber,
    amount: attempt.amount / 100,
    currency: attempt.currency,
    maskedPan: attempt.maskedPan ?? null,
  }
}
