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
 * Card prices in the visitor's currency from a search result's decimal amounts: the total is what
 * the car costs for the search given, fees are the mandatory young-driver and out-of-hours fees
 * within it, and per day is that total over the days, so the headline holds every charge the renter
 * cannot avoid (ADR 024; the engine's `Amount` stays in the API). Each amount is converted once and
 * then divided, half-up, so the per-day price is the converted total over the days.
 */
export function carCardPrices(params: {
  /** Everything the renter cannot avoid: rent and mandatory fees, for the way the car is paid. */
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
  const total = convert(params.totalAmount)
  const perDay =
    total && Number.isInteger(days) && days > 0
      ? { amount: Number(divideRounded(BigInt(total.amount), BigInt(days), 'half-up')), currency: total.currency }
      : undefined
  return {
    perDay: isDisplayablePrice(perDay) ? perDay : undefined,
    total,
    fees: convert(params.extraPrice),
    days,
    ...(params.payAtPickupAmount !== undefined && { payAtPickupTotal: convert(params.payAtPickupAmount) }),
  }
}
