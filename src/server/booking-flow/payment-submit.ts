import 'server-only'

import { randomUUID } from 'node:crypto'

import { isPayAtPickup } from '@/domain/booking/booking-type'
import { idempotencyKeySchema } from '@/domain/payments/idempotency-key'
import {
  afterPayment,
  bookingTypeOfChoice,
  parsePaymentChoice,
  PAYMENT_ERROR_PARAM,
  toPaymentStepError,
  type PaymentChoice,
  type PaymentStepError,
} from '@/domain/payments/payment-choice'
import { cardPaymentSchema } from '@/domain/validation/card'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { saveBooking } from '@/server/bookings/commands/confirm'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { payloadClient } from '@/server/payload'
import { payBooking } from '@/server/payments/pay-booking'
import { paymentProvider } from '@/server/payments/registry'

import { bookingStepHref, loadFlowBooking, type FlowBooking } from './flow-booking'
import { storedParties } from './stored-parties'

export type PaymentSubmission = {
  readonly locale: Locale
  /** The step query to carry on (search, choice of car, currency). */
  readonly query: URLSearchParams
  readonly choice: unknown
  readonly card: Readonly<Record<'cardNumber' | 'cvc' | 'expiry' | 'cardholderName', unknown>>
  readonly idempotencyKey: unknown
  /** The client address, for the card testing limits. */
  readonly clientIp: string
  /** The cancellation terms were acknowledged; undefined where the form does not ask. */
  readonly acceptedTerms?: boolean
}

/**
 * The payment step's submit; answers where the browser goes next. Saves the held booking with the
 * renter and drivers of the detail step and the chosen way to pay (SPEC §4), then for pay now
 * charges the card through the payment port with the browser's idempotency key (a double submit
 * charges once): on to the bank's 3-D Secure page, the confirmation, or back to this step, where
 * the last attempt or the error is shown. The card is checked again here and goes nowhere else.
 */
export async function submitPayment(submission: PaymentSubmission): Promise<string> {
  const { locale } = submission
  const query = new URLSearchParams(submission.query)
  query.delete(PAYMENT_ERROR_PARAM)
  const back = (error?: PaymentStepError) => {
    const target = new URLSearchParams(query)
    if (error) target.set(PAYMENT_ERROR_PARAM, error)
    return bookingStepHref({ step: 'payment', locale, query: target })
  }
  const now = new Date()
  const flow = await loadFlowBooking({ locale, now })
  // The step guard of the payment page sends a visitor without a booking where they belong.
  if (!flow) return back()
  if (submission.acceptedTerms === false) return back('TERMS_NOT_ACCEPTED')
  const choice = chosenWay(flow, submission.choice)
  const payload = await payloadClient()
  const provider = paymentProvider(payload)
  // A provider whose own page takes the card (Adyen) gets none from our form.
  const isCardHere = !(provider.isOk && provider.value.isCardOnProviderPage)
  const card = choice === 'now' && isCardHere ? cardPaymentSchema(now).safeParse(submission.card) : undefined
  if (card && !card.success) return back('CARD_INVALID')

  if (flow.booking.status === 'held') {
    const parties = storedParties(flow.booking)
    if (!parties) return bookingStepHref({ step: 'detail', locale, query })
    const saved = await saveBooking({
      payload,
      now,
      input: {
        bookingId: flow.booking.id,
        voucherNumber: flow.booking.voucherNumber,
        ...parties,
        changes: { bookingType: bookingTypeOfChoice(choice) },
        locale,
      },
    })
    if (!saved.isOk) return back(toPaymentStepError(saved.error.code))
    await performSoon(payload, saved.value.effectIds)
  }
  if (choice !== 'now') return bookingStepHref({ step: 'confirmation', locale, query })

  if (!provider.isOk) return back('PROVIDER_ERROR')
  const key = idempotencyKeySchema.safeParse(submission.idempotencyKey)
  const paid = await payBooking({
    payload,
    provider: provider.value,
    request: { VoucherNumber: flow.booking.voucherNumber, BookingId: flow.booking.id, locale, card: card?.data },
    idempotencyKey: key.success ? key.data : randomUUID(),
    clientIp: submission.clientIp,
    now,
  })
  if (!paid.isOk) return back(toPaymentStepError(paid.error.code))
  const next = afterPayment(paid.value.status)
  if (next === 'challenge') return sameSitePath(paid.value.redirectUrl)
  return next === 'confirmation' ? bookingStepHref({ step: 'confirmation', locale, query }) : back()
}

/** A saved booking keeps the way to pay it was saved with; a held one takes the visitor's choice. */
function chosenWay(flow: FlowBooking, choice: unknown): PaymentChoice {
  if (flow.booking.status === 'confirmed') return isPayAtPickup(flow.booking.bookingType) ? 'pickup' : 'now'
  return parsePaymentChoice(choice)
}

/** Our own absolute URLs as paths, so the browser stays on the origin it came from. */
function sameSitePath(url: string): string {
  const target = new URL(url, env.SITE_URL)
  return target.origin === new URL(env.SITE_URL).origin ? `${target.pathname}${target.search}` : target.toString()
}
