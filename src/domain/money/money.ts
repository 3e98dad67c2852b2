import { divideRounded, toScaled, type Rounding } from './rounding'

/**
 * Money is an integer count of minor units (hundredths) plus an ISO currency code; never a float.
 * All four currencies are kept in hundredths, ISK included: ISO gives ISK no decimals, but payment
 * amounts in ISK carry two (SPEC §9: "rounded down to 2 decimals"); display shows whole krónur.
 * What reaches a card in ISK is whole krónur only (src/domain/payments/whole-kronur.ts, ADR 033).
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

/** Amount in major units (e.g. euros) for display or for an outside system that wants decimals. */
export function toMajorUnits(value: Money): number {
  return value.amount / MINOR_UNITS_PER_MAJOR
}

/** `percent` % of an amount (percent may have two decimals, e.g. 12.5), rounded as asked. */
export function percentOf(params: { value: Money; percent: number; rounding: Rounding }): Money {
  const basisPoints = toScaled(params.percent, 100n)
  const amount = divideRounded(BigInt(params.value.amount) * basisPoints, 10_000n, params.rounding)
  return { amount: Number(amount), currency: params.value.currency }
}
