import type { Payload } from 'payload'

import { isPayable } from '@/domain/holds'
import type { PaymentFlow } from '@/domain/payments/payment-attempt'
import { paymentFail, type PaymentResult } from '@/domain/payments/payment-errors'
import { maskPan } from '@/domain/payments/card-mask'
import type { Locale } from '@/i18n/locales'
import { holdState, type StoredBooking } from '@/server/rental/booking-view'

import { findAttemptByKey, insertAttempt, newReference, updateAttempt, type Attempt } from './attempt-store'
import { toPaymentAnswer, type PaymentAnswer } from './payment-answer'
import { providerCallbackUrl, providerReturnUrl } from './payment-urls'
import type { CardDetails, PaymentProvider } from './provider'
import { settlementFor } from './settlement-amount'
import { settlePayment } from './settle-payment'

/** A double submit waits this long for the first attempt to finish before answering "in progress". */
const WAIT_FOR_FIRST_MS = 5_000

export type StartPaymentInput = {
  readonly booking: StoredBooking
  readonly flow: PaymentFlow
  readonly card: CardDetails
  /** ISK minor units; the whole balance when undefined. */
  readonly requestedAmount?: number | undefined
  readonly idempotencyKey: string
  readonly locale: Locale
}

/**
 * Charges a card for a confirmed booking through `provider`: one attempt per idempotency key (a
 * double submit charges once and gets the same answer), the amount in ISK at the booking's locked
 * rate, and then either the final status (recorded on the booking) or the provider's 3-D Secure
 * page to send the browser to. The card goes to the provider and nowhere else.
 */
export async function startPayment(params: {
  payload: Payload
  provider: PaymentProvider
  input: StartPaymentInput
  now: Date
}): Promise<PaymentResult<PaymentAnswer>> {
  const { payload, provider, input, now } = params
  const { booking } = input
  // A pay-now booking past its time to pay has let its car go: it takes no payment.
  if (!isPayable(holdState(booking), now.getTime())) return paymentFail('BOOKING_NOT_PAYABLE')
  const fingerprint = `${booking.id}:${input.flow}:${input.requestedAmount ?? 'balance'}`
  const earlier = await findAttemptByKey(payload, input.idempotencyKey)
  if (earlier) return answerEarlier(payload, earlier, fingerprint)

  const settlement = await settlementFor({ payload, booking, requested: input.requestedAmount })
  if (!settlement.isOk) return settlement
  const attempt = await insertAttempt(payload, {
    idempotencyKey: input.idempotencyKey,
    reference: newReference(),
    booking: booking.id,
    flow: input.flow,
    provider: provider.name,
    status: 'pending',
    maskedPan: maskPan(input.card.number),
    amount: settlement.value.amount.amount,
    currency: settlement.value.amount.currency,
    bookingAmount: settlement.value.bookingAmount,
    fingerprint,
    locale: input.locale,
  })
  if (!attempt) {
    const first = await findAttemptByKey(payload, input.idempotencyKey)
    return first ? answerEarlier(payload, first, fingerprint) : paymentFail('PAYMENT_IN_PROGRESS')
  }

  const created = await provider
    .createPayment({
      idempotencyKey: input.idempotencyKey,
      reference: attempt.reference,
      amount: settlement.value.amount,
      card: input.card,
      description: `Booking ${booking.number}`,
      returnUrl: providerReturnUrl(provider.name),
      callbackUrl: providerCallbackUrl(provider.name),
      now,
    })
    .catch(() => paymentFail('PROVIDER_ERROR'))
  if (!created.isOk) {
    await updateAttempt({ payload, id: attempt.id, data: { status: 'FAILED', settledAt: now.toISOString() } })
    return created
  }
  if (created.value.kind === 'redirect') {
    const { transactionId, maskedPan, url } = created.value
    const waiting = await updateAttempt({
      payload,
      id: attempt.id,
      data: { status: 'challenge', transactionId, maskedPan, redirectUrl: url },
    })
    return { isOk: true, value: toPaymentAnswer(waiting, booking.number) }
  }
  const settled = await settlePayment({
    payload,
    reference: attempt.reference,
    transaction: created.value.transaction,
    now,
  })
  if (!settled.isOk) return settled
  return { isOk: true, value: toPaymentAnswer(settled.value.attempt, booking.number) }
}

/** The same key again: the first attempt's answer, once it has one; another booking or amount is refused. */
async function answerEarlier(
  payload: Payload,
  earlier: Attempt,
  fingerprint: string,
): Promise<PaymentResult<PaymentAnswer>> {
  if (earlier.fingerprint !== fingerprint) return paymentFail('IDEMPOTENCY_KEY_REUSED')
  let attempt = earlier
  for (let waited = 0; attempt.status === 'pending' && waited < WAIT_FOR_FIRST_MS; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    attempt = (await findAttemptByKey(payload, earlier.idempotencyKey)) ?? attempt
  }
  if (attempt.status === 'pending') return paymentFail('PAYMENT_IN_PROGRESS')
  const booking = await payload.findByID({ collection: 'bookings', id: attempt.booking, depth: 0 })
  return { isOk: true, value: toPaymentAnswer(attempt, booking.number) }
}
