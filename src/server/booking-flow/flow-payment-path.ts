import 'server-only'

import { outcomeKind } from '@/domain/payments/payment-attempt'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { findAttemptByReference } from '@/server/payments/attempt-store'

import { bookingStepHref } from './flow-booking'
import { readFlowState } from './flow-state'

/**
 * Where a visitor back from the bank's card check belongs when the payment is for the booking they
 * are making in this browser: its confirmation when paid, else the payment step (which says why).
 * Undefined for any other payment, which the generic payment outcome page shows.
 */
export async function bookingFlowPathOfPayment(params: {
  reference: string | undefined
  locale: Locale
}): Promise<string | undefined> {
  if (!params.reference) return undefined
  const state = await readFlowState()
  if (!state) return undefined
  const attempt = await findAttemptByReference(await payloadClient(), params.reference)
  if (!attempt || attempt.flow !== 'booking' || attempt.booking !== state.bookingId) return undefined
  const step = outcomeKind(attempt.status) === 'success' ? 'confirmation' : 'payment'
  return bookingStepHref({ step, locale: params.locale })
}
