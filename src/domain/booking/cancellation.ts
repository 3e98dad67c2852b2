import { convertMoney, type ExchangeRates } from '../money/exchange-rates'
import type { Money } from '../money/money'
import { PAYMENT_CURRENCY } from '../payments/payment-amount'
import { wholeKronurDown } from '../payments/whole-kronur'

/** What cancelling costs while it is open: the fee (zero inside the free window) and what goes back. */
type OpenTerms = {
  /** The end of the free window: `freeHours` before pickup. */
  readonly deadline: Date
  /** The fee the terms charge now, in the booking's currency: zero when free, else one rental day. */
  readonly fee: Money
  /** The same fee in ISK, the currency the card is charged in (rounded down to whole krónur, as payments convert). */
  readonly feeIsk: number
  /** Collected on the booking, ISK minor units (held money is not paid: it is released in full). */
  readonly paidIsk: number
  /** What cancelling keeps of it: the fee, never more than was paid. */
  readonly keptIsk: number
  /** What cancelling refunds: paid − kept, never negative, never more than paid. */
  readonly refundIsk: number
}

export type CancellationTerms =
  | (OpenTerms & { readonly kind: 'free' })
  | (OpenTerms & { readonly kind: 'fee' })
  | { readonly kind: 'closed'; readonly reason: 'NOT_CONFIRMED' | 'STARTED'; readonly deadline: Date }

/**
 * One rental day as the booking is charged: its own rent (after promo and pay-now discount) over
 * its rental days, rounded down to the minor unit, so the fee is never more than a day of what the
 * booking pays for the car. Protection, extras and fees are not part of it.
 */
export function oneRentalDay(params: { rent: Money; days: number }): Money {
  const days = Math.max(1, Math.floor(params.days))
  return { amount: Math.floor(Math.max(0, params.rent.amount) / days), currency: params.rent.currency }
}

/**
 * The rental terms' cancellation rule for one booking at `now`: "Cancellation is free up to 48
 * hours before pickup (`freeHours`). Later cancellations are charged one rental day." A confirmed
 * booking is cancelled online until pickup: free of charge (all it paid refunded) before the
 * deadline; from the deadline itself on, one rental day (`dayPrice`, see oneRentalDay) is kept of
 * what was paid and the rest refunded. The fee is taken from money paid, never billed afterwards:
 * a booking with nothing paid (pay at pickup) keeps nothing and refunds nothing even when late.
 * Once the pickup time has come, or the car has been handed over (`isHandedOver`: a check-out
 * recorded, which may be before the pickup time), the rental has started (STARTED); a booking that
 * is not confirmed (held, requested, cancelled, expired) cannot be cancelled (NOT_CONFIRMED).
 */
export function cancellationTerms(params: {
  status: string
  pickupAt: Date
  now: Date
  freeHours: number
  dayPrice: Money
  paidIsk: number
  rates: Partial<ExchangeRates>
  isHandedOver?: boolean
}): CancellationTerms {
  const { pickupAt, now, dayPrice } = params
  const deadline = new Date(pickupAt.getTime() - params.freeHours * 60 * 60 * 1000)
  if (params.status !== 'confirmed') return { kind: 'closed', reason: 'NOT_CONFIRMED', deadline }
  if (now.getTime() >= pickupAt.getTime() || params.isHandedOver) return { kind: 'closed', reason: 'STARTED', deadline }
  const paidIsk = Math.max(0, params.paidIsk)
  if (now.getTime() < deadline.getTime()) {
    const fee = { amount: 0, currency: dayPrice.currency }
    return { kind: 'free', deadline, fee, feeIsk: 0, paidIsk, keptIsk: 0, refundIsk: paidIsk }
  }
  const feeIsk = iskOf(dayPrice, params.rates)
  const keptIsk = Math.min(feeIsk, paidIsk)
  return { kind: 'fee', deadline, fee: dayPrice, feeIsk, paidIsk, keptIsk, refundIsk: paidIsk - keptIsk }
}

/**
 * ISK minor units of `value` as a payment converts it (rounded down to whole krónur, ADR 033, so
 * that what is refunded of a payment is whole too). Without a rate for the booking's currency no
 * fee is kept (all that was paid is refunded) rather than a guessed one.
 */
function iskOf(value: Money, rates: Partial<ExchangeRates>): number {
  const converted = convertMoney({ value, to: PAYMENT_CURRENCY, rates, rounding: 'down' })
  return converted.isOk ? wholeKronurDown(Math.max(0, converted.value.amount)) : 0
}
