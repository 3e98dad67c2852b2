import 'server-only'

import { isPayAtPickup } from '@/domain/booking/booking-type'
import { moneyConverter } from '@/domain/money/display-money'
import { toMajorUnits, type CurrencyCode, type Money } from '@/domain/money/money'
import type { PaymentChoice } from '@/domain/payments/payment-choice'
import type { Locale } from '@/i18n/locales'
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
  if (options) {
    return {
      choices: ['now', 'pickup'],
      totals: { now: display(options.payNow), pickup: display(options.payAtPickup) },
      latest,
    }
  }
  const due = display({ amount: booking.totals?.maximumPaymentAmount ?? 0, currency: booking.currency })
  const choice: PaymentChoice = isPayAtPickup(booking.bookingType) ? 'pickup' : 'now'
  return { choices: [choice], totals: { now: due, pickup: due }, latest }
}
