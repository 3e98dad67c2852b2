import 'server-only'

import { isPayAtPickup } from '@/domain/booking/booking-type'
import { moneyConverter } from '@/domain/money/display-money'
import { convertMoney, type ExchangeRates } from '@/domain/money/exchange-rates'
import { PAYMENT_CURRENCY } from '@/domain/payments/payment-amount'
import { toMajorUnits, type CurrencyCode, type Money } from '@/domain/money/money'
import type { PaymentChoice } from '@/domain/payments/payment-choice'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { dayPriceOf } from '@/server/bookings/money/cancellation-terms'
import { currentExchangeRates } from '@/server/exchange-rates'
import { payloadClient } from '@/server/payload'

import type { FlowBooking } from './flow-booking'
import { latestPayment, type LatestPayment } from './latest-payment'
import { payOptionTotals } from './pay-options'

/** What the payment step shows: the ways to pay with their totals, and the last card payment. */
export type PaymentStepView = {
  /** Both ways to pay while the booking is held; once saved, only the one it was saved with. */
  readonly choices: readonly PaymentChoice[]
  /** In the display currency. */
  readonly totals: Readonly<Record<PaymentChoice, Money>>
  readonly latest: LatestPayment | undefined
  /** What paying now charges the card: the amount in ISK and the rate from the booking currency. */
  readonly charge: PaymentCharge | undefined
  readonly cancellation: PaymentCancellation
}

/**
 * The cancellation terms the visitor accepts: free online until `freeUntil` (FREE_CANCELLATION_HOURS
 * before pickup), one rental day (`fee`, the booking's own day, and in ISK as charged) after it;
 * `isLate` when that time has already passed as the booking is paid.
 */
export type PaymentCancellation = {
  readonly freeUntil: Date
  readonly hours: number
  readonly isLate: boolean
  readonly fee: Money
  readonly feeCharged: Money | undefined
}

/** The card charge in ISK of the pay-now total, and the rate it is converted at. */
export type PaymentCharge = {
  readonly amount: Money
  /** The pay-now total in the booking currency. */
  readonly from: Money
  /** ISK for one unit of the booking currency. */
  readonly rate: number
}

/**
 * The payment step of the visitor's booking. While held, the totals of both ways to pay (pay now
 * takes 10% off the rent); once saved (a card was refused), what is left to pay its own way.
 */
export async function loadPaymentStep(params: {
  flow: FlowBooking
  locale: Locale
  currency: CurrencyCode
  now: Date
}): Promise<PaymentStepView> {
  const { flow, locale, currency, now } = params
  const { booking } = flow
  const [rates, latest, options] = await Promise.all([
    currentExchangeRates(),
    latestPayment({ payload: await payloadClient(), bookingId: booking.id }),
    booking.status === 'held' ? payOptionTotals({ booking, locale, now }) : undefined,
  ])
  const convert = moneyConverter({ from: booking.currency, to: currency, rates: rates.rates })
  const display = (value: Money) => convert(toMajorUnits(value))
  const paymentRates = { ...rates.rates, ISK: booking.exchangeRate ?? rates.rates.ISK }
  const chargeOf = (value: Money) => paymentCharge({ value, rates: paymentRates })
  const freeUntil = new Date(new Date(booking.dateOut).getTime() - env.FREE_CANCELLATION_HOURS * HOUR_MS)
  const fee = dayPriceOf(booking)
  const cancellation: PaymentCancellation = {
    freeUntil,
    hours: env.FREE_CANCELLATION_HOURS,
    isLate: now.getTime() >= freeUntil.getTime(),
    fee,
    feeCharged: fee.currency === PAYMENT_CURRENCY ? undefined : chargeOf(fee)?.amount,
  }
  if (options) {
    return {
      choices: ['now', 'pickup'],
      totals: { now: display(options.payNow), pickup: display(options.payAtPickup) },
      latest,
      charge: chargeOf(options.payNow),
      cancellation,
    }
  }
  const dueInBookingCurrency: Money = { amount: booking.totals?.maximumPaymentAmount ?? 0, currency: booking.currency }
  const due = display(dueInBookingCurrency)
  const choice: PaymentChoice = isPayAtPickup(booking.bookingType) ? 'pickup' : 'now'
  return {
    choices: [choice],
    totals: { now: due, pickup: due },
    latest,
    charge: choice === 'now' ? chargeOf(dueInBookingCurrency) : undefined,
    cancellation,
  }
}

const HOUR_MS = 60 * 60 * 1000

/** `value` in ISK as the payment converts it (rounded down, at the rate the booking locks). */
function paymentCharge(params: { value: Money; rates: Partial<ExchangeRates> }): PaymentCharge | undefined {
  const { value, rates } = params
  const converted = convertMoney({ value, to: PAYMENT_CURRENCY, rates, rounding: 'down' })
  const iskRate = rates.ISK
  const fromRate = rates[value.currency]
  if (!converted.isOk || value.amount <= 0 || !iskRate || !fromRate) return undefined
  return { amount: converted.value, from: value, rate: iskRate / fromRate }
}
