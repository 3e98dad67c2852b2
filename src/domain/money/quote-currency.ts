import { domainError } from '../errors/errors'
import { fail, ok, type Result } from '../errors/result'
import { convertMoney, type ExchangeRates } from './exchange-rates'
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode, type Money } from './money'

/** Turns an amount of the price list's currency into the currency a quote is answered in. */
export type QuoteConverter = {
  readonly currency: CurrencyCode
  readonly convert: (value: Money) => Money
}

/** A converter that changes nothing: the quote stays in the price list's currency. */
export function sameCurrency(currency: CurrencyCode): QuoteConverter {
  return { currency, convert: (value) => value }
}

/**
 * The converter of a quote asked in `to` (SPEC §7 `currency`): every amount through the EUR base,
 * half-up to hundredths (SPEC §9). The rates are checked once here, so converting never fails
 * later; a rate missing or unusable for `from` or `to` is MISSING_EXCHANGE_RATE.
 */
export function quoteConverter(params: {
  from: CurrencyCode
  to: CurrencyCode
  rates: Partial<ExchangeRates>
}): Result<QuoteConverter> {
  const { from, to, rates } = params
  if (from === to) return ok(sameCurrency(to))
  const probe = convertMoney({ value: { amount: 100, currency: from }, to, rates })
  if (!probe.isOk) return probe
  return ok({
    currency: to,
    convert: (value) => {
      const converted = convertMoney({ value, to, rates })
      return converted.isOk ? converted.value : value
    },
  })
}

/**
 * A `currency` field as an API client sent it: absent (the price list's), one of ours in any
 * case, or UNSUPPORTED_CURRENCY naming it and the ones we answer in.
 */
export function requestedCurrency(value: unknown): Result<CurrencyCode | undefined> {
  if (value === undefined || value === null || value === '') return ok(undefined)
  const code = typeof value === 'string' ? value.trim().toUpperCase() : ''
  if (isCurrencyCode(code)) return ok(code)
  const shown = typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 12) : '?'
  return fail(domainError('UNSUPPORTED_CURRENCY', { currency: shown, supported: CURRENCY_CODES.join(', ') }))
}
