import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { isPayable } from '@/domain/booking/holds'
import { outcomeKind, type PaymentFlow } from '@/domain/payments/payment-attempt'
import type { Money } from '@/domain/money/money'
import { maskPan } from '@/domain/payments/card-mask'
import type { Locale } from '@/i18n/locales'
import { holdState, type StoredBooking } from '@/server/rental/booking-view'

import { withDeadline } from '@/server/async/with-deadline'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { faultPoint } from '@/server/faults/fault-point'

import { findAttemptByKey, newReference, updateAttempt, type Attempt } from './attempt-store'
import { attemptLimitsRefusal, withAttemptLimits } from './attempt-limits'
import { openAttempt } from './open-attempt'
import { toPaymentAnswer, type PaymentAnswer } from './payment-answer'
import { providerCallbackUrl, providerReturnUrl } from './payment-urls'
import type { BillingAddress, CardDetails, PaymentOrder, PaymentProvider } from './provider'
import { PROVIDER_CALL_MS, reconcileAttempt } from './reconcile-attempt'
import { settlementFor } from './settlement-amount'
import { settlePayment } from './settle-payment'

/** A double submit waits this long for the first attempt to finish before answering "in progress". */
const WAIT_FOR_FIRST_MS = 5_000

export type StartPaymentInput = {
  readonly booking: StoredBooking
  readonly flow: PaymentFlow
  /** The card typed on our form; undefined when the provider's own page takes it. */
  readonly card: CardDetails | undefined
  /** ISK minor units; the whole balance when undefined. */
  readonly requestedAmount?: number | undefined
  readonly idempotencyKey: string
  readonly locale: Locale
  /** The client address for the card testing limits (clientIpOf / clientIp). */
  readonly clientIp: string
  /** The billing address to send instead of the renter's stored one (the kiosk's, ADR 026). */
  readonly billingAddress?: BillingAddress | undefined
}

/** What a start answered, and whether it charged a card this time (for the limits). */
/**
 * Charges a card for a confirmed booking through `provider`: one attempt per idempotency key (a
 * double submit charges once and gets the same answer) and at most one open attempt per booking
 * (a reload or a second tab with a new key gets the open attempt back: its 3-D Secure page or its
 * answer); the amount in ISK at the booking's locked rate; then either the final status (recorded
 * on the booking) or the provider's 3-D Secure page to send the browser to. Card testing limits
 * apply (TOO_MANY_ATTEMPTS). The card goes to the provider and nowhere else.
 */
export async function startPayment(params: {
  payload: Payload
  provider: PaymentProvider
  input: StartPaymentInput
  now: Date
}): Promise<Result<PaymentAnswer>> {
  const { payload, provider, input, now } = params
  const { booking } = input
  if (booking.status !== 'confirmed') return failWith('BOOKING_NOT_PAYABLE')
  // A pay-now booking past its time to pay has let its car go: it takes no payment.
  if (!isPayable(holdState(booking), now.getTime())) return failWith('BOOKING_NOT_PAYABLE')
  const fingerprint = `${booking.id}:${input.flow}:${input.requestedAmount ?? 'balance'}`
  const earlier = await findAttemptByKey(payload, input.idempotencyKey)
  if (earlier) return answerEarlier(payload, earlier, fingerprint, now)

  // A provider whose page takes the card gets none from us (and one sent anyway is not passed on).
  const card = provider.isCardOnProviderPage ? undefined : input.card
  if (!provider.isCardOnProviderPage && !card) return failWith('CARD_INVALID')
  const limitKeys = { bookingId: booking.id, clientIp: input.clientIp, cardNumber: card?.number }
  const retryAfter = await attemptLimitsRefusal(limitKeys)
  if (retryAfter !== undefined) return failWith('TOO_MANY_ATTEMPTS', { retryAfterSeconds: retryAfter })
  const settlement = await settlementFor({ payload, booking, requested: input.requestedAmount })
  if (!settlement.isOk) return settlement
  const opened = await openAttempt({
    payload,
    now,
    data: {
      idempotencyKey: input.idempotencyKey,
      reference: newReference(),
      booking: booking.id,
      flow: input.flow,
      provider: provider.name,
      status: 'pending',
      maskedPan: card ? maskPan(card.number) : '****',
      amount: settlement.value.amount.amount,
      currency: settlement.value.amount.currency,
      bookingAmount: settlement.value.bookingAmount,
      fingerprint,
      locale: input.locale,
    },
  })
  if (opened.kind === 'earlier') return answerEarlier(payload, opened.attempt, fingerprint, now)
  if (opened.kind === 'open') return resumeOpen(payload, opened.attempt, settlement.value.amount.amount, now)
  const { attempt } = opened
  // Only a new charge counts against the card testing limits: a key used again or an open attempt
  // resumed is answered above, so a double submit is never refused as card testing. The charge
  // reserves its decline on every key first, so a burst in parallel cannot pass the limit either.
  const limited = await withAttemptLimits({
    keys: limitKeys,
    attempt: () => charge({ ...params, input: { ...input, card }, attempt, amount: settlement.value.amount }),
    isDeclined: (result) => result.isOk && result.value.outcome === 'failure',
    isNewAttempt: () => true,
  })
  if (!limited.isRefused) return limited.value
  await updateAttempt({ payload, id: attempt.id, data: { status: 'voided', settledAt: now.toISOString() } })
  return failWith('TOO_MANY_ATTEMPTS', { retryAfterSeconds: limited.retryAfterSeconds })
}

/**
 * Sends a new attempt to the provider: its final answer, or the 3-D Secure page to go to. The
 * attempt was committed before the provider is asked; when the provider's answer is lost (a call
 * past its deadline, a crash, a database gone before the answer is recorded) the attempt stays
 * pending and the visitor is told so: it is settled by asking the provider (reconcileAttempt), and
 * never charged again meanwhile. Only the provider's refusal is a failure.
 */
async function charge(params: {
  payload: Payload
  provider: PaymentProvider
  input: StartPaymentInput
  attempt: Attempt
  amount: Money
  now: Date
}): Promise<Result<PaymentAnswer>> {
  const { payload, provider, input, attempt, now } = params
  const { booking } = input
  const pending = { isOk: true as const, value: toPaymentAnswer(attempt, booking.number) }
  faultPoint('before-provider-charge')
  const created = await withDeadline(
    provider.createPayment({
      idempotencyKey: input.idempotencyKey,
      reference: attempt.reference,
      amount: params.amount,
      card: input.card,
      description: `Booking ${booking.number}`,
      order: paymentOrder(booking, input),
      returnUrl: providerReturnUrl(provider.name),
      callbackUrl: providerCallbackUrl(provider.name),
      now,
    }),
    PROVIDER_CALL_MS,
  ).catch(() => undefined)
  if (created === undefined) return pending
  faultPoint('after-provider-charge')
  try {
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
      // Settled meanwhile (a callback raced the update): answer what it became.
      const answer =
        waiting.status === 'challenge' ? waiting : ((await findAttemptByKey(payload, input.idempotencyKey)) ?? waiting)
      return { isOk: true, value: toPaymentAnswer(answer, booking.number) }
    }
    const settled = await settlePayment({
      payload,
      reference: attempt.reference,
      transaction: created.value.transaction,
      now,
    })
    if (!settled.isOk) return pending
    await performSoon(payload, settled.value.effectIds)
    return { isOk: true, value: toPaymentAnswer(settled.value.attempt, booking.number) }
  } catch {
    // The provider answered, and the answer could not be recorded: the look-up will.
    return pending
  }
}

/** SPEC §7's card payment fields of this booking: the renter's e-mail and address, one ISK line, its number. */
function paymentOrder(booking: StoredBooking, input: StartPaymentInput): PaymentOrder {
  const client = booking.client
  const billingAddress =
    input.billingAddress ??
    (client?.address && client.postalCode && client.city && client.country
      ? {
          street: client.address,
          postalCode: client.postalCode,
          city: client.city,
          country: client.country.toUpperCase(),
        }
      : undefined)
  return {
    email: client?.email ?? undefined,
    billingAddress,
    line: { title: `Car rental ${booking.number}`, sku: input.flow === 'booking' ? 'rental' : 'rental-balance' },
    externalId: booking.number,
    locale: input.locale,
  }
}

/** Waits (a little) while an attempt has no answer from the provider yet. */
async function settledOrWaiting(payload: Payload, attempt: Attempt): Promise<Attempt> {
  let current = attempt
  for (let waited = 0; current.status === 'pending' && waited < WAIT_FOR_FIRST_MS; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    current = (await findAttemptByKey(payload, attempt.idempotencyKey)) ?? current
  }
  return current
}

async function answerOf(payload: Payload, attempt: Attempt): Promise<Result<PaymentAnswer>> {
  const booking = await payload.findByID({ collection: 'bookings', id: attempt.booking, depth: 0 })
  return { isOk: true, value: toPaymentAnswer(attempt, booking.number) }
}

/**
 * The same key again: the first attempt's answer, once it has one (an attempt past the provider's
 * deadline without one is settled by asking the provider); another booking or amount is refused.
 */
async function answerEarlier(
  payload: Payload,
  earlier: Attempt,
  fingerprint: string,
  now: Date,
): Promise<Result<PaymentAnswer>> {
  if (earlier.fingerprint !== fingerprint) return failWith('IDEMPOTENCY_KEY_REUSED')
  const attempt = await settledOrAsked(payload, await settledOrWaiting(payload, earlier), now)
  if (attempt.status === 'pending') return failWith('PAYMENT_IN_PROGRESS')
  return answerOf(payload, attempt)
}

/** A pending attempt older than the provider call's deadline: asked of the provider, and read again. */
async function settledOrAsked(payload: Payload, attempt: Attempt, now: Date): Promise<Attempt> {
  if (attempt.status !== 'pending' || now.getTime() - new Date(attempt.createdAt).getTime() < PROVIDER_CALL_MS) {
    return attempt
  }
  const reconciled = await reconcileAttempt({ payload, attempt, closeOpen: false, now })
  if (!reconciled.isOk) return attempt
  return (await findAttemptByKey(payload, attempt.idempotencyKey)) ?? attempt
}

/**
 * Another key while the booking has an open attempt (a reload, a second tab): that attempt's 3-D
 * Secure page or final answer when it is for the same amount, PAYMENT_IN_PROGRESS otherwise.
 */
async function resumeOpen(payload: Payload, open: Attempt, amount: number, now: Date): Promise<Result<PaymentAnswer>> {
  if (open.amount !== amount) return failWith('PAYMENT_IN_PROGRESS')
  const attempt = await settledOrAsked(payload, await settledOrWaiting(payload, open), now)
  if (attempt.status === 'pending' || (attempt.status === 'challenge' && !attempt.redirectUrl)) {
    return failWith('PAYMENT_IN_PROGRESS')
  }
  // A voided attempt is no answer to a new payment: the visitor may try again.
  if (attempt.status === 'voided' || outcomeKind(attempt.status) === 'failure') return failWith('PAYMENT_IN_PROGRESS')
  return answerOf(payload, attempt)
}
