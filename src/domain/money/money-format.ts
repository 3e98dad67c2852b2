import { MINOR_UNITS_PER_MAJOR, type Money } from './money'

/**
 * Shows a price the way the spec asks (§9): EUR with the euro sign, ISK with 'kr.' (whole krónur,
 * Icelandic style "12.346 kr." grouping per locale), USD and GBP in the locale's currency style.
 */
export function formatMoney(value: Money, locale: string): string {
  const major = value.amount / MINOR_UNITS_PER_MAJOR
  const format = formatterOf(locale, value.currency)
  return value.currency === 'ISK' ? `${format(major)} kr.` : format(major)
}

/** Intl formatters are costly to make (tens of µs each) and a page shows dozens of prices. */
const formatters = new Map<string, (major: number) => string>()

function formatterOf(locale: string, currency: Money['currency']): (major: number) => string {
  const key = `${locale}|${currency}`
  const known = formatters.get(key)
  if (known) return known
  const options: Intl.NumberFormatOptions =
    currency === 'ISK'
      ? { maximumFractionDigits: 0 }
      : { style: 'currency', currency, currencyDisplay: currency === 'EUR' ? 'narrowSymbol' : 'symbol' }
  const { format } = new Intl.NumberFormat(locale, options)
  formatters.set(key, format)
  return format
}

/** SPEC §5: prices are shown only when numeric and above 0. */
export function isDisplayablePrice(value: Money | null | undefined): value is Money {
  return value !== null && value !== undefined && Number.isFinite(value.amount) && value.amount > 0
}
