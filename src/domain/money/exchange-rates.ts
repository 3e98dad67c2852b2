import { divideRounded, toScaled, type Rounding } from './rounding'
import { domainError } from '../errors/errors'
import { fail, ok, type Result } from '../errors/result'
import type { CurrencyCode, Money } from './money'

/** Units of each currency for one euro (EUR is the base). */
export type ExchangeRates = Readonly<Record<CurrencyCode, number>>

/** SPEC §9: used when the exchange-rate service fails. */
export const FALLBACK_RATES: ExchangeRates = { EUR: 1, ISK: 143.111, USD: 1.163, GBP: 0.8627 }

/** SPEC §9: exchange rates are cached for one hour. */
export const EXCHANGE_RATES_TTL_MS = 60 * 60 * 1000

/** Rates are kept to six decimals, which every published rate fits. */
const RATE_SCALE = 1_000_000n

/**
 * Converts through the EUR base: amount * rate[to] / rate[from], exact integer arithmetic, one
 * rounding at the end ('half-up' for display; ISK display conversions to USD/GBP land on 2 decimals
 * because Money holds hundredths).
 */
export function convertMoney(params: {
  value: Money
  to: CurrencyCode
  rates: Partial<ExchangeRates>
  rounding?: Rounding
}): Result<Money> {
  const { value, to, rates } = params
  if (value.currency === to) return ok(value)
  const fromRate = rates[value.currency]
  const toRate = rates[to]
  if (!isUsableRate(fromRate)) return fail(domainError('MISSING_EXCHANGE_RATE', { currency: value.currency }))
  if (!isUsableRate(toRate)) return fail(domainError('MISSING_EXCHANGE_RATE', { currency: to }))
  const numerator = BigInt(value.amount) * toScaled(toRate, RATE_SCALE)
  const amount = divideRounded(numerator, toScaled(fromRate, RATE_SCALE), params.rounding ?? 'half-up')
  return ok({ amount: Number(amount), currency: to })
}

function isUsableRate(rate: number | undefined): rate is number {
  return rate !== undefined && Number.isFinite(rate) && rate > 0
}
