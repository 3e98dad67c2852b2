import { z } from 'zod'

import { domainError } from '../errors/errors'
import { fail, ok, type Result } from '../errors/result'
import type { ExchangeRates } from './exchange-rates'

// Apart from exchange-rates.ts so that the browser, which converts prices, does not load zod for it.

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
