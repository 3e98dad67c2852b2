import { moneyConverter } from '@/domain/money/display-money'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import type { CurrencyCode, Money } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import { parseSearchFilters } from '@/domain/search/search-query'
import type { Locale } from '@/i18n/locales'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'

/** How a step shows the booking's prices: in the display currency of the query (SPEC §9). */
export type PriceDisplay = {
  readonly currency: CurrencyCode
  /** A booking amount (decimal, booking currency) in the display currency. */
  readonly money: (major: number) => Money
  /** A booking amount (decimal, booking currency) shown in the display currency. */
  readonly format: (major: number) => string
}

export function priceDisplay(params: {
  flow: Pick<FlowBooking, 'view'>
  query: URLSearchParams
  rates: ExchangeRates
  locale: Locale
}): PriceDisplay {
  const currency = parseSearchFilters(params.query).currency
  const money = moneyConverter({ from: params.flow.view.Currency, to: currency, rates: params.rates })
  return { currency, money, format: (major) => formatMoney(money(major), params.locale) }
}
