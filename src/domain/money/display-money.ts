import { convertMoney, type ExchangeRates } from './exchange-rates'
import { MINOR_UNITS_PER_MAJOR, type CurrencyCode, type Money } from './money'

/** Turns a decimal amount of the booking currency into Money of the display currency. */
export type MoneyConverter = (major: number) => Money

/**
 * Converts booking amounts (decimal major units, e.g. a booking view's totals) to the visitor's
 * display currency, half-up to hundredths (SPEC §9: conversions to 2 decimals). Should a rate be
 * missing, the amount stays in the booking currency rather than showing a wrong one.
 */
export function moneyConverter(params: { from: CurrencyCode; to: CurrencyCode; rates: ExchangeRates }): MoneyConverter {
  return (major) => {
    const value: Money = {
      amount: Number.isFinite(major) ? Math.round(major * MINOR_UNITS_PER_MAJOR) : 0,
      currency: params.from,
    }
    const converted = convertMoney({ value, to: params.to, rates: params.rates })
    return converted.isOk ? converted.value : value
  }
}
