import { convertMoney, type ExchangeRates } from '../money/exchange-rates'
import { MINOR_UNITS_PER_MAJOR, type CurrencyCode, type Money } from '../money/money'
import { PAYMENT_CURRENCY } from './payment-amount'
import type { PaymentStatusClass } from './payment-status'
import { wholeKronurDown } from './whole-kronur'

/** Money given back: a refund of a collected payment, or the release of a pre-authorisation. */
export const REFUND_KINDS = ['refund', 'release'] as const
export type RefundKind = (typeof REFUND_KINDS)[number]

/**
 * Why money went back: the booking was cancelled, was no longer payable, or was paid beyond its
 * balance; or staff gave it back (a refund in full or in part, its reason in the audit trail).
 */
export const REFUND_REASONS = ['cancellation', 'not-payable', 'overpayment', 'staff'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/** A refund is recorded 'pending' before the provider is asked, then 'refunded'/'released' or 'failed'. */
export const REFUND_STATUSES = ['pending', 'refunded', 'released', 'failed'] as const
type RefundStatus = (typeof REFUND_STATUSES)[number]

export type LedgerCharge = {
  readonly transactionId: string
  readonly status: PaymentStatusClass
  readonly amount: Money
}

export type LedgerRefund = {
  readonly transactionId: string
  readonly kind: RefundKind
  readonly status: RefundStatus
  readonly amount: Money
}

/** A refund as recorded on a booking, with why and when. */
export type RecordedRefund = LedgerRefund & { readonly reason: RefundReason; readonly createdAt: string }

/** Where a booking's money stands. Amounts in ISK minor units except totalPaid (booking currency). */
export type BookingLedger = {
  /**
   * The booking total in ISK at the locked rate, rounded down to whole krónur (what paying in full
   * charges: cards take ISK in whole krónur only, ADR 033).
   */
  readonly totalIsk: number
  /** Collected, less what was refunded or is being refunded. */
  readonly paidIsk: number
  /** Pre-authorised and not released. */
  readonly heldIsk: number
  /**
   * Charges owed on the booking beyond its total (later tolls and fines with their handling fee,
   * ADR 032), ISK minor units in whole krónur; 0 without any.
   */
  readonly laterIsk: number
  /**
   * What is left to pay: totalIsk + laterIsk − paidIsk, never below zero, in whole krónur (rounded
   * down: aurar left over by a charge made before ADR 033 are not asked for).
   */
  readonly dueIsk: number
  /** paidIsk in the booking currency, never above the total; the total once nothing is due. */
  readonly totalPaid: number
  readonly currency: CurrencyCode
}

/** A refund that counts: asked for or done (a failed one left the money with us). */
function isEffective(refund: LedgerRefund): boolean {
  return refund.status !== 'failed'
}

/**
 * The booking's money from its recorded charges and refunds, in the payment currency (ISK). Every
 * payment lowers what is due by exactly what it charged: no conversion of the charge to the
 * booking currency and back (where 1,800.55 ISK used to become 1,796.04). totalPaid is derived from
 * the ISK paid, converted down once, and is the total itself when nothing is left to pay.
 */
export function bookingLedger(params: {
  total: Money
  charges: readonly LedgerCharge[]
  refunds: readonly LedgerRefund[]
  rates: Partial<ExchangeRates>
  /** Owed beyond the total (later tolls and fines, ADR 032), ISK minor units. */
  laterIsk?: number | undefined
}): BookingLedger | undefined {
  const { total, rates } = params
  const laterIsk = wholeKronurDown(Math.max(0, params.laterIsk ?? 0))
  const isk = (value: Money) => toIsk(value, rates)
  const exactTotalIsk = isk(total)
  if (exactTotalIsk === undefined) return undefined
  const totalIsk = wholeKronurDown(exactTotalIsk)
  let collected = 0
  let held = 0
  for (const charge of params.charges) {
    const amount = isk(charge.amount)
    if (amount === undefined) return undefined
    if (charge.status === 'COLLECTED') collected += amount
    if (charge.status === 'PREAUTH') held += amount
  }
  for (const refund of params.refunds.filter(isEffective)) {
    const amount = isk(refund.amount)
    if (amount === undefined) return undefined
    if (refund.kind === 'refund') collected -= amount
    else held -= amount
  }
  const paidIsk = Math.max(0, collected)
  const dueIsk = wholeKronurDown(Math.max(0, totalIsk + laterIsk - paidIsk))
  // The total is paid first: what the booking currency shows is the rental's own part.
  const rentDueIsk = wholeKronurDown(Math.max(0, totalIsk - paidIsk))
  return {
    totalIsk,
    paidIsk,
    heldIsk: Math.max(0, held),
    laterIsk,
    dueIsk,
    totalPaid: paidInBookingCurrency({ total, paidIsk, dueIsk: rentDueIsk, rates }),
    currency: total.currency,
  }
}

/**
 * What the ISK paid covers of the total: the most of the booking currency whose ISK, as the ledger
 * asks for it (rounded down to whole krónur), is no more than what was paid. A plain conversion
 * back would read a total paid in full as a cent less (14,311 kr. is €99.9993), and a raise after
 * paying in full would then ask that cent again.
 */
function paidInBookingCurrency(params: {
  total: Money
  paidIsk: number
  dueIsk: number
  rates: Partial<ExchangeRates>
}): number {
  const { total } = params
  if (params.dueIsk === 0) return total.amount
  const covered = bookingCurrencyCoveredBy(params.paidIsk, total.currency, params.rates)
  return covered === undefined ? 0 : Math.min(total.amount, covered)
}

/**
 * The most of `currency` (minor units) that `iskAmount` pays for: the largest amount whose ISK, as
 * the ledger asks for it (converted down, in whole krónur), is no more than `iskAmount`. The desk
 * shows each charge and refund in the booking currency by it, so a charge of the whole total reads
 * as the total (not a cent less). Undefined without a rate.
 */
export function bookingCurrencyCoveredBy(
  iskAmount: number,
  currency: CurrencyCode,
  rates: Partial<ExchangeRates>,
): number | undefined {
  if (currency === PAYMENT_CURRENCY) return iskAmount
  // An amount costs less than this many ISK minor units exactly when it costs no more than paid.
  const costsLessThan = wholeKronurDown(iskAmount) + MINOR_UNITS_PER_MAJOR
  const bound = convertMoney({
    value: { amount: costsLessThan, currency: PAYMENT_CURRENCY },
    to: currency,
    rates,
    rounding: 'up',
  })
  return bound.isOk ? Math.max(0, bound.value.amount - 1) : undefined
}

function toIsk(value: Money, rates: Partial<ExchangeRates>): number | undefined {
  const converted = convertMoney({ value, to: PAYMENT_CURRENCY, rates, rounding: 'down' })
  return converted.isOk ? converted.value.amount : undefined
}

/**
 * What of a charge can still be refunded (collected) or released (held): its amount less effective
 * refunds, in whole krónur (rounded down: a charge recorded with aurar before ADR 033 gives back all
 * but those aurar, which no card would take back).
 */
export function refundableOf(charge: LedgerCharge, refunds: readonly LedgerRefund[]): number {
  if (charge.status !== 'COLLECTED' && charge.status !== 'PREAUTH') return 0
  const kind: RefundKind = charge.status === 'COLLECTED' ? 'refund' : 'release'
  const given = refunds
    .filter((refund) => refund.transactionId === charge.transactionId && refund.kind === kind && isEffective(refund))
    .reduce((sum, refund) => sum + refund.amount.amount, 0)
  const left = Math.max(0, charge.amount.amount - given)
  return charge.amount.currency === PAYMENT_CURRENCY ? wholeKronurDown(left) : left
}

/**
 * What of money landing on a booking goes back at once, in ISK minor units: all of it when the
 * booking can no longer be paid (cancelled, expired, or the attempt was closed by us), else what
 * lies beyond the balance due before it landed.
 */
export function excessOfPayment(params: { amount: number; dueIsk: number; isPayable: boolean }): {
  readonly excess: number
  readonly reason: RefundReason | undefined
} {
  if (!params.isPayable) return { excess: params.amount, reason: 'not-payable' }
  const excess = Math.max(0, params.amount - params.dueIsk)
  return { excess, reason: excess > 0 ? 'overpayment' : undefined }
}
