import type { Result } from '@/domain/errors/result'
import { requestedCurrency } from '@/domain/money/quote-currency'

/**
 * A precheck of a booking API body's currency field (`currency`, `Currency`, `CurrencyCode`): one
 * we answer in (EUR, ISK, USD, GBP, any case) or absent, else 400 UNSUPPORTED_CURRENCY naming it
 * and the supported ones, before the rest of the body is read.
 */
export function currencyPrecheck(field: string): (body: unknown) => Result<true> {
  return (body) => {
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined
    const currency = requestedCurrency(value)
    return currency.isOk ? { isOk: true, value: true } : currency
  }
}
