import 'server-only'

import { z } from 'zod'

import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { parseExchangeRatesResponse } from '@/domain/money/exchange-rates-response'
import { domainError } from '@/domain/errors/errors'
import { fail, ok, type Result } from '@/domain/errors/result'

const positiveRate = z.number().positive().finite()

/** The common "rates against a base" shape (e.g. Frankfurter, ECB mirrors): `{ base: 'EUR', rates }`. */
const eurBaseSchema = z.object({
  base: z.literal('EUR'),
  rates: z.object({ ISK: positiveRate, USD: positiveRate, GBP: positiveRate }),
})

/**
 * Reads a currency service answer: our own shape `{ success: true, rates: { EUR, ISK, USD, GBP } }`
 * or an EUR-based `{ base: 'EUR', rates: { ISK, USD, GBP } }`. Anything else is
 * INVALID_CURRENCY_RESPONSE.
 */
export function readProviderRates(body: unknown): Result<ExchangeRates> {
  const own = parseExchangeRatesResponse(body)
  if (own.isOk) return own
  const eurBase = eurBaseSchema.safeParse(body)
  if (!eurBase.success) return fail(domainError('INVALID_CURRENCY_RESPONSE'))
  const { ISK, USD, GBP } = eurBase.data.rates
  return ok({ EUR: 1, ISK, USD, GBP })
}
