import { getLocale } from 'next-intl/server'

import { moneyConverter } from '@/domain/money/display-money'
import type { CurrencyCode, Money } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import { parseSearchFilters } from '@/domain/search/search-query'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'
import { currentExchangeRates } from '@/server/exchange-rates'

/** How a step shows the booking's prices: in the display currency of the query (SPEC §9). */
export type PriceDisplay = {
  readonly currency: CurrencyCode
  /** A booking amount (decimal, booking currency) in the display currency. */
  readonly money: (major: number) => Money
  /** A booking amount (decimal, booking currency) shown in the display currency. */
  readonly format: (major: number) => string
}

export async function priceDisplay(flow: FlowBooking, query: URLSearchParams): Promise<PriceDisplay> {
  const currency = parseSearchFilters(query).currency
  const [locale, { rates }] = await Promise.all([getLocale(), currentExchangeRates()])
  const money = moneyConverter({ from: flow.view.Currency, to: currency, rates })
  return { currency, money, format: (major) => formatMoney(money(major), locale) }
}
