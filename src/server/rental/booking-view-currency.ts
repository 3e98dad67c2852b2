import 'server-only'

import type { Result } from '@/domain/errors/result'
import { MINOR_UNITS_PER_MAJOR, toMajorUnits, type CurrencyCode } from '@/domain/money/money'
import { quoteConverter, type QuoteConverter } from '@/domain/money/quote-currency'
import { currentExchangeRates } from '@/server/exchange-rates'

import type { BookingView } from './booking-view'

/**
 * A booking as the booking API answers it, with its amounts in the currency the request asked
 * for (SPEC §7 create and calculate `Currency`), converted at the site's exchange rates. The
 * booking itself keeps its price list's currency, named in `BookingCurrency`: that is what is
 * charged and recorded on its ledger; the converted amounts are a quote for the partner's
 * display. Without a currency, or in the booking's own, the view is answered as it is.
 */
export async function bookingViewIn(
  view: BookingView,
  currency: CurrencyCode | undefined,
): Promise<Result<BookingView & { BookingCurrency?: CurrencyCode }>> {
  if (!currency || currency === view.Currency) return { isOk: true, value: view }
  const converter = quoteConverter({ from: view.Currency, to: currency, rates: (await currentExchangeRates()).rates })
  if (!converter.isOk) return converter
  return { isOk: true, value: convertView(view, converter.value) }
}

function convertView(view: BookingView, converter: QuoteConverter): BookingView & { BookingCurrency: CurrencyCode } {
  const from = view.Currency
  const major = (amount: number) =>
    toMajorUnits(converter.convert({ amount: Math.round(amount * MINOR_UNITS_PER_MAJOR), currency: from }))
  return {
    ...view,
    Currency: converter.currency,
    BookingCurrency: from,
    Services: view.Services.map((line) => ({
      ...line,
      price: major(line.price),
      Amount: major(line.Amount),
      AmountTotal: major(line.AmountTotal),
      Currency: converter.currency,
    })),
    Total: major(view.Total),
    TotalRent: major(view.TotalRent),
    TotalAddition: major(view.TotalAddition),
    TotalInsurance: major(view.TotalInsurance),
    TotalVat: major(view.TotalVat),
    MaximumPaymentAmount: major(view.MaximumPaymentAmount),
    TotalPaid: major(view.TotalPaid),
  }
}
