import { z } from 'zod'
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

const positiveRate = z.number().positive().finite()

/** The own-origin GET /currency/exchange-rates answer: success, rates, cached, fallback. */
const exchangeRatesResponseSchema = z.object({
  success: z.literal(true),
  rates: z.object({ EUR: positiveRate, ISK: positiveRate, USD: positiveRate, GBP: positiveRate }),
  cached: z.boolean().optional(),
  fallback: z.boolean().optional(),
})

/** Reads the currency service answer; anything malformed is INVALID_CURRENCY_RESPONSE. */
export function parseExchangeRatesResponse(body: unknown): Result<ExchangeRates> {
  const parsed = exchangeRatesResponseSchema.safeParse(body)
  if (!parsed.success) return fail(domainError('INVALID_CURRENCY_RESPONSE'))
  return ok(parsed.data.rates)
}

function isUsableRate(rate: number | undefined): rate is number {
  return rate !== undefined && Number.isFinite(rate) && rate > 0
}
