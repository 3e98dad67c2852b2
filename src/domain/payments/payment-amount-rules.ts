import { failWith, ok, type Result } from '../errors/result'
import { MINOR_UNITS_PER_MAJOR } from '../money/money'
import { wholeKronurDown } from './whole-kronur'

/** The smallest card payment, in ISK minor units: 1,000 ISK (or what is due, when less). */
export const MINIMUM_PAYMENT_ISK = 100_000

/** The largest amount a payment request may name, in ISK major units. */
export const MAXIMUM_PAYMENT_ISK = 100_000_000

/**
 * An ISK amount in major units as whole minor units: 1800.55 → 180055. Undefined when it is not
 * a positive amount with at most two decimals (0.001 is refused, never rounded to nothing).
 */
export function iskMinorUnits(value: number): number | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined
  const minor = Math.round(value * MINOR_UNITS_PER_MAJOR)
  // Float noise (1800.55 * 100 = 180054.99999999997) is tolerated; a third decimal is not.
  if (minor <= 0 || Math.abs(value * MINOR_UNITS_PER_MAJOR - minor) > 1e-6) return undefined
  return minor
}

/**
 * What a payment charges, in ISK minor units: the whole balance by default (whole krónur, as the
 * ledger gives it), or the amount asked for rounded down to whole krónur (cards take ISK in whole
 * krónur only, ADR 033; SPEC §9 rounds the amount down), which must then lie between the minimum
 * (1,000 ISK, or the balance when less) and the balance. The errors name their limit in ISK major
 * units (`balance`, `minimum`).
 */
export function checkPaymentAmount(params: { requested?: number | undefined; dueIsk: number }): Result<number> {
  const { dueIsk } = params
  if (dueIsk <= 0) return failWith('NOTHING_TO_PAY')
  if (params.requested === undefined) return ok(dueIsk)
  const requested = wholeKronurDown(params.requested)
  if (requested > dueIsk) return failWith('AMOUNT_TOO_HIGH', { balance: dueIsk / MINOR_UNITS_PER_MAJOR })
  const minimum = Math.min(MINIMUM_PAYMENT_ISK, dueIsk)
  if (!Number.isSafeInteger(requested) || requested < minimum) {
    return failWith('AMOUNT_TOO_LOW', { minimum: minimum / MINOR_UNITS_PER_MAJOR })
  }
  return ok(requested)
}
