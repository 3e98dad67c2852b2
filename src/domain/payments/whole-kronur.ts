import { MINOR_UNITS_PER_MAJOR, type Money } from '../money/money'
import { PAYMENT_CURRENCY } from './payment-amount'

/**
 * Card payments in ISK are whole krónur: since April 2023 Visa and Mastercard refuse an ISK amount
 * with aurar, though providers (Adyen) still count ISK in hundredths, as we do. So every ISK amount
 * we charge, hold, refund or release is a multiple of 100 minor units (ADR 033).
 */
export function isWholeKronur(minor: number): boolean {
  return Number.isSafeInteger(minor) && minor % MINOR_UNITS_PER_MAJOR === 0
}

/**
 * ISK minor units rounded down to whole krónur (14,311.10 kr. → 14,311 kr.): the customer never
 * pays more, and we never give back more than there is, than the exact amount.
 */
export function wholeKronurDown(minor: number): number {
  return Math.floor(minor / MINOR_UNITS_PER_MAJOR) * MINOR_UNITS_PER_MAJOR
}

/**
 * Refuses, as the last guard before a payment provider, an ISK amount that the card schemes would
 * refuse: a programming error upstream, not a visitor's mistake. Other currencies pass.
 */
export function assertCardAmount(value: Money): void {
  if (value.currency === PAYMENT_CURRENCY && !isWholeKronur(value.amount)) {
    throw new RangeError(`ISK ${value.amount} is not whole krónur: card payments in ISK take multiples of 100`)
  }
}
