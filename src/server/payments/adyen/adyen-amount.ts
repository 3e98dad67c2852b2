import 'server-only'

import { CURRENCY_CODES, type CurrencyCode, type Money } from '@/domain/money/money'
import { assertCardAmount } from '@/domain/payments/whole-kronur'

/**
 * The decimals Adyen counts each of our currencies in (docs.adyen.com "Currency codes and minor
 * units"). ISO 4217 gives ISK none, but Adyen takes ISK in hundredths like EUR ("2, differs from
 * standard"): 1,000 kr. is 100000. Our money is kept in hundredths for all four, so the value goes
 * as it is; a currency counted otherwise would be scaled here, in one place.
 */
const ADYEN_DECIMALS: Readonly<Record<CurrencyCode, number>> = { ISK: 2, EUR: 2, USD: 2, GBP: 2 }

/** Our decimals: hundredths for every currency (src/domain/money/money.ts). */
const OUR_DECIMALS = 2

export type AdyenAmount = { readonly currency: string; readonly value: number }

/**
 * Money as Adyen's `amount` ({ currency, value } in Adyen's minor units). An ISK amount must be
 * whole krónur (a multiple of 100), which is all Visa and Mastercard take (ADR 033): a RangeError
 * otherwise, never a payment the card scheme would decline.
 */
export function toAdyenAmount(money: Money): AdyenAmount {
  assertCardAmount(money)
  const shift = ADYEN_DECIMALS[money.currency] - OUR_DECIMALS
  const value = shift >= 0 ? money.amount * 10 ** shift : money.amount / 10 ** -shift
  if (!Number.isSafeInteger(value)) throw new RangeError(`${money.currency} ${money.amount} has no Adyen amount`)
  return { currency: money.currency, value }
}

/** Adyen's `amount` as our money; undefined for a currency we do not keep or a value that is not whole. */
export function fromAdyenAmount(amount: { currency: string; value?: number | undefined }): Money | undefined {
  const currency = CURRENCY_CODES.find((code) => code === amount.currency)
  if (!currency || amount.value === undefined || !Number.isSafeInteger(amount.value)) return undefined
  const shift = OUR_DECIMALS - ADYEN_DECIMALS[currency]
  const value = shift >= 0 ? amount.value * 10 ** shift : amount.value / 10 ** -shift
  return Number.isSafeInteger(value) ? { amount: value, currency } : undefined
}
