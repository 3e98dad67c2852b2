import { MINOR_UNITS_PER_MAJOR, type Money } from './money'

/**
 * Shows a price the way the spec asks (§9): EUR with the euro sign, ISK with 'kr.' (whole krónur,
 * Icelandic style "12.346 kr." grouping per locale), USD and GBP in the locale's currency style.
 */
export function formatMoney(value: Money, locale: string): string {
  const major = value.amount / MINOR_UNITS_PER_MAJOR
  if (value.currency === 'ISK') {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(major)
    return `${number} kr.`
  }
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: value.currency,
    currencyDisplay: value.currency === 'EUR' ? 'narrowSymbol' : 'symbol',
  }).format(major)
}

/** SPEC §5: prices are shown only when numeric and above 0. */
export function isDisplayablePrice(value: Money | null | undefined): value is Money {
  return value !== null && value !== undefined && Number.isFinite(value.amount) && value.amount > 0
}
