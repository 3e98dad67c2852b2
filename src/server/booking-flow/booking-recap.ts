import 'server-only'

import type { BookingHandovers } from '@/domain/booking/handover'
import { moneyConverter } from '@/domain/money/display-money'
import { toMajorUnits, type CurrencyCode, type Money } from '@/domain/money/money'
import type { Locale } from '@/i18n/locales'
import { currentExchangeRates } from '@/server/exchange-rates'
import { loadBookingMailData } from '@/server/mail/booking-mail-data'
import { formatOfficeTime } from '@/server/mail/mail-texts'
import { payloadClient } from '@/server/payload'

type Prices = 'rent' | 'insurance' | 'additions' | 'vat' | 'total' | 'paid' | 'due'

/** A booking as its confirmation shows it (the same facts as the confirmation e-mail), prices in the display currency. */
export type BookingRecap = {
  readonly number: string
  readonly voucherNumber: string
  readonly email: string | null
  readonly car: string
  readonly pickup: { readonly at: string; readonly place: string }
  readonly return: { readonly at: string; readonly place: string }
  readonly protections: readonly string[]
  readonly extras: readonly { readonly name: string; readonly quantity: number }[]
  readonly drivers: readonly string[]
  readonly prices: Readonly<Record<Prices, Money>>
  /** The card deposit held at pickup; null when the rental engine holds none. */
  readonly deposit: Money | null
  /** The cancellation terms now in one sentence: free until when, or the fee; undefined when not cancellable. */
  readonly cancellation: string | undefined
  /** Pickup and return instructions (out-of-hours ones when the desk is closed then) and the help phone. */
  readonly handover: BookingHandovers
}

export async function loadBookingRecap(params: {
  bookingId: number
  locale: Locale
  currency: CurrencyCode
}): Promise<BookingRecap | undefined> {
  const { locale, currency } = params
  const payload = await payloadClient()
  const [data, rates] = await Promise.all([
    loadBookingMailData({ payload, bookingId: params.bookingId, locale }),
    currentExchangeRates(),
  ])
  if (!data) return undefined
  const { prices } = data
  const display = (value: Money) =>
    moneyConverter({ from: value.currency, to: currency, rates: rates.rates })(toMajorUnits(value))
  return {
    number: data.number,
    voucherNumber: data.voucherNumber,
    email: data.email,
    car: data.car,
    pickup: { at: formatOfficeTime(data.pickupAt, locale), place: data.officeOut },
    return: { at: formatOfficeTime(data.returnAt, locale), place: data.officeIn },
    protections: data.protections,
    extras: data.extras,
    drivers: data.drivers,
    prices: {
      rent: display(prices.rent),
      insurance: display(prices.insurance),
      additions: display(prices.additions),
      vat: display(prices.vat),
      total: display(prices.total),
      paid: display(prices.paid),
      due: display(prices.due),
    },
    deposit: data.deposit && display(data.deposit),
    cancellation: data.cancellationText,
    handover: data.handover,
  }
}
