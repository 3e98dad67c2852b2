import { convertMoney, type ExchangeRates } from '../money/exchange-rates'
import { isDisplayablePrice } from '../money/money-format'
import { MINOR_UNITS_PER_MAJOR, type CurrencyCode, type Money } from '../money/money'
import { divideRounded } from '../money/rounding'

/** The prices of a car list card (SPEC §2), each absent when not displayable (SPEC §5). */
export type CarCardPrices = {
  readonly perDay: Money | undefined
  readonly total: Money | undefined
  readonly fees: Money | undefined
  readonly days: number
  /** The total when paying at pickup (no pay-now discount), when known and displayable. */
  readonly payAtPickupTotal?: Money | undefined
}

/**
 * Card prices in the visitor's currency from a search result's decimal amounts: per day is the
 * rental Amount divided by the days (SPEC §2), the total is what paying now costs, fees are the
 * mandatory young-driver and out-of-hours fees within it. Each amount is converted once and then
 * divided, half-up, so the per-day price is the converted amount over the days.
 */
export function carCardPrices(params: {
  amount: number
  totalAmount: number
  extraPrice: number
  days: number
  /** The total when paying at pickup, decimal; left out where only the pay-now price is shown. */
  payAtPickupAmount?: number
  from: CurrencyCode
  to: CurrencyCode
  rates: ExchangeRates
}): CarCardPrices {
  const { days } = params
  const convert = (major: number): Money | undefined => {
    if (!Number.isFinite(major)) return undefined
    const value = { amount: Math.round(major * MINOR_UNITS_PER_MAJOR), currency: params.from }
    const converted = convertMoney({ value, to: params.to, rates: params.rates })
    return converted.isOk && isDisplayablePrice(converted.value) ? converted.value : undefined
  }
  const amount = convert(params.amount)
  const perDay =
    amount && Number.isInteger(days) && days > 0
      ? { amount: Number(divideRounded(BigInt(amount.amount), BigInt(days), 'half-up')), currency: amount.currency }
      : undefined
  return {
    perDay: isDisplayablePrice(perDay) ? perDay : undefined,
    total: convert(params.totalAmount),
    fees: convert(params.extraPrice),
    days,
    ...(params.payAtPickupAmount !== undefined && { payAtPickupTotal: convert(params.payAtPickupAmount) }),
  }
}
