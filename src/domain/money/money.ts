import { divideRounded, toScaled, type Rounding } from './rounding'
import { domainError } from '../errors/errors'
import { fail, ok, type Result } from '../errors/result'

/**
 * Money is an integer count of minor units (hundredths) plus an ISO currency code; never a float.
 * All four currencies are kept in hundredths, ISK included: ISO gives ISK no decimals, but payment
 * amounts in ISK carry two (SPEC §9: "rounded down to 2 decimals"); display shows whole krónur.
 */
export const CURRENCY_CODES = ['EUR', 'ISK', 'USD', 'GBP'] as const
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

export type Money = {
  readonly amount: number
  readonly currency: CurrencyCode
}

export const MINOR_UNITS_PER_MAJOR = 100

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value)
}

/** Builds Money from minor units; rejects anything that is not a safe integer. */
export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`minor units must be an integer: ${amount}`)
  return { amount, currency }
}

export function zeroMoney(currency: CurrencyCode): Money {
  return { amount: 0, currency }
}

/** Amount in major units (e.g. euros) for display or for an outside system that wants decimals. */
export function toMajorUnits(value: Money): number {
  return value.amount / MINOR_UNITS_PER_MAJOR
}

export function addMoney(left: Money, right: Money): Result<Money> {
  if (left.currency !== right.currency) {
    return fail(domainError('CURRENCY_MISMATCH', { left: left.currency, right: right.currency }))
  }
  return ok({ amount: left.amount + right.amount, currency: left.currency })
}

/** Sum of amounts in one currency; the empty sum is zero in `currency`. */
export function sumMoney(items: readonly Money[], currency: CurrencyCode): Result<Money> {
  let total = 0
  for (const item of items) {
    if (item.currency !== currency) {
      return fail(domainError('CURRENCY_MISMATCH', { left: currency, right: item.currency }))
    }
    total += item.amount
  }
  return ok({ amount: total, currency })
}

/** Price times a whole count (days, quantity). */
export function multiplyMoney(value: Money, count: number): Money {
  if (!Number.isInteger(count)) throw new RangeError(`count must be an integer: ${count}`)
  return { amount: value.amount * count, currency: value.currency }
}

/** `percent` % of an amount (percent may have two decimals, e.g. 12.5), rounded as asked. */
export function percentOf(params: { value: Money; percent: number; rounding: Rounding }): Money {
  const basisPoints = toScaled(params.percent, 100n)
  const amount = divideRounded(BigInt(params.value.amount) * basisPoints, 10_000n, params.rounding)
  return { amount: Number(amount), currency: params.value.currency }
}
