import { formatMoney } from '../money/money-format'
import { wholeKronurDown } from '../payments/whole-kronur'
import { LATER_CHARGE_KINDS, type LaterChargeKind } from './return-charges'

/**
 * Tolls and fines that reach the company after the return (ADR 032): a charge of their own on the
 * booking, owed by the renter and paid through the booking's manage page with the balance payment,
 * apart from the damage claim (whose notice is the claim, ADR 030). Amounts are ISK minor units,
 * as the deposit and the claim's charges are.
 */
export { LATER_CHARGE_KINDS, type LaterChargeKind }

/** owed: the renter owes it (paid once the booking's payments cover it); withdrawn: staff took it back. */
export const LATER_CHARGE_STATUSES = ['owed', 'withdrawn'] as const
export type LaterChargeStatus = (typeof LATER_CHARGE_STATUSES)[number]

/** The largest bill staff may add, in ISK minor units (10 million krónur). */
export const MAX_LATER_CHARGE = 1_000_000_000
export const MAX_REFERENCE_CHARS = 200
export const MAX_REASON_CHARS = 4000

/** A later charge as the rules read it. */
export type LaterCharge = {
  readonly id: string
  readonly status: LaterChargeStatus
  /** The bill, ISK minor units. */
  readonly amount: number
  /** The handling fee of the rental rules when it was added, ISK minor units. */
  readonly handlingFee: number
}

/**
 * What the renter owes for a charge: the bill and its handling fee, in whole krónur (rounded down:
 * the renter pays it by card, ADR 033).
 */
export function laterChargeTotal(charge: Pick<LaterCharge, 'amount' | 'handlingFee'>): number {
  return wholeKronurDown(Math.max(0, charge.amount) + Math.max(0, charge.handlingFee))
}

/** What the booking's later charges add to what is owed on it: every one not withdrawn. */
export function laterChargesOwed(charges: readonly Pick<LaterCharge, 'status' | 'amount' | 'handlingFee'>[]): number {
  return charges.filter((charge) => charge.status === 'owed').reduce((sum, charge) => sum + laterChargeTotal(charge), 0)
}

export type LaterChargeRefusal =
  | 'NOT_CHECKED_IN'
  | 'BAD_AMOUNT'
  | 'BAD_REFERENCE'
  | 'BAD_OFFENCE_DATE'
  | 'OFFENCE_OUTSIDE_RENTAL'
  | 'NO_SUCH_CHARGE'
  | 'ALREADY_WITHDRAWN'
  | 'ALREADY_PAID'
  | 'BAD_REASON'

/** The refusals in words, for staff (the desk shows them as they are). */
export const LATER_CHARGE_REFUSALS: Readonly<Record<LaterChargeRefusal, string>> = {
  NOT_CHECKED_IN: 'A toll or fine is added to a booking whose car has been checked in.',
  BAD_AMOUNT: 'Give the amount of the bill in krónur (more than 0).',
  BAD_REFERENCE: `Give the bill's reference (up to ${String(MAX_REFERENCE_CHARS)} characters).`,
  BAD_OFFENCE_DATE: 'Give the date of the offence as a date (YYYY-MM-DD).',
  OFFENCE_OUTSIDE_RENTAL:
    'The date of the offence is outside the rental (from the day of the check-out to the day of the return).',
  NO_SUCH_CHARGE: 'This booking has no such toll or fine.',
  ALREADY_WITHDRAWN: 'This toll or fine has been withdrawn already.',
  ALREADY_PAID:
    'This toll or fine has been paid, in whole or in part. Refund it first (Refund on the booking page, with the reason); then it can be withdrawn.',
  BAD_REASON: `Give the reason for withdrawing it (up to ${String(MAX_REASON_CHARS)} characters).`,
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A date as YYYY-MM-DD, as an office day (UTC midnight); undefined when it is not a real date. */
export function officeDay(value: string): Date | undefined {
  const match = DAY.exec(value.trim())
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined
}

const dayOf = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())

/**
 * Why a toll or fine cannot be added, or undefined: the car must be back (checked in); the bill's
 * amount a whole, positive number of minor units; its reference given; the offence on an office day
 * of the rental, from the day of the check-out to the day of the return (the renter answers for
 * the car only while they had it).
 */
export function addLaterChargeRefusal(params: {
  checkedOutAt: Date | undefined
  returnedAt: Date | undefined
  amount: number
  reference: string
  offenceDate: string
}): LaterChargeRefusal | undefined {
  const { checkedOutAt, returnedAt } = params
  if (!checkedOutAt || !returnedAt) return 'NOT_CHECKED_IN'
  if (!Number.isSafeInteger(params.amount) || params.amount <= 0 || params.amount > MAX_LATER_CHARGE) {
    return 'BAD_AMOUNT'
  }
  const reference = params.reference.trim()
  if (!reference || reference.length > MAX_REFERENCE_CHARS) return 'BAD_REFERENCE'
  const day = officeDay(params.offenceDate)
  if (!day) return 'BAD_OFFENCE_DATE'
  if (day.getTime() < dayOf(checkedOutAt) || day.getTime() > dayOf(returnedAt)) return 'OFFENCE_OUTSIDE_RENTAL'
  return undefined
}

/**
 * A later charge with whether the booking's payments cover it whole, and what of it they do not
 * cover yet (ISK minor units; 0 when paid or withdrawn).
 */
export type LaterChargeStanding<T extends LaterCharge> = T & { readonly isPaid: boolean; readonly unpaid: number }

/**
 * Which later charges are paid: the booking's payments (what is collected and kept, ISK) pay the
 * rental first, then the later charges in the order they were added; a charge is paid once they
 * cover it whole. `unpaid` is what the owed charges still ask. A withdrawn charge is never paid.
 */
export function laterChargesStanding<T extends LaterCharge>(params: {
  charges: readonly T[]
  /** The rental's total in ISK (the ledger's totalIsk). */
  rentIsk: number
  /** Collected and kept, ISK (the ledger's paidIsk). */
  paidIsk: number
}): { readonly charges: readonly LaterChargeStanding<T>[]; readonly unpaid: number } {
  let left = Math.max(0, params.paidIsk - params.rentIsk)
  let unpaid = 0
  const charges = params.charges.map((charge) => {
    if (charge.status !== 'owed') return { ...charge, isPaid: false, unpaid: 0 }
    const total = laterChargeTotal(charge)
    const covered = Math.min(left, total)
    left -= covered
    unpaid += total - covered
    return { ...charge, isPaid: covered === total, unpaid: total - covered }
  })
  return { charges, unpaid }
}

/**
 * What of the booking's payments would lie beyond what it owes once this charge is withdrawn, ISK
 * minor units (0 when nothing would): paid − (rental + later charges − this charge). Money the
 * renter paid toward a charge, in whole or in part, is given back before it is withdrawn, so paid
 * never exceeds owed.
 */
export function paidBeyondAfterWithdrawal(params: {
  /** The ledger's totalIsk, laterIsk and paidIsk. */
  ledger: { readonly totalIsk: number; readonly laterIsk: number; readonly paidIsk: number }
  charge: Pick<LaterCharge, 'amount' | 'handlingFee'>
}): number {
  const { ledger } = params
  const owedAfter = ledger.totalIsk + ledger.laterIsk - laterChargeTotal(params.charge)
  return Math.max(0, ledger.paidIsk - owedAfter)
}

/**
 * Why a later charge cannot be withdrawn, or undefined: it must exist and be owed, and withdrawing
 * it must not leave the booking paid beyond what it owes (`refundFirst`, see
 * paidBeyondAfterWithdrawal: a charge paid in whole or in part is refunded through the staff refund
 * first, so every refund is one of the booking's recorded refunds with its reason); the reason is
 * required.
 */
export function withdrawLaterChargeRefusal(params: {
  charge: { readonly status: LaterChargeStatus } | undefined
  reason: string
  /** What would be paid beyond owed after the withdrawal, ISK minor units. */
  refundFirst: number
}): LaterChargeRefusal | undefined {
  const { charge } = params
  if (!charge) return 'NO_SUCH_CHARGE'
  if (charge.status === 'withdrawn') return 'ALREADY_WITHDRAWN'
  if (params.refundFirst > 0) return 'ALREADY_PAID'
  const reason = params.reason.trim()
  if (!reason || reason.length > MAX_REASON_CHARS) return 'BAD_REASON'
  return undefined
}

/** The refusal of a withdrawal in words, naming what to refund first (ISK minor units) when it was paid. */
export function withdrawLaterChargeMessage(code: LaterChargeRefusal, refundFirst: number): string {
  if (code !== 'ALREADY_PAID') return LATER_CHARGE_REFUSALS[code]
  const amount = formatMoney({ amount: refundFirst, currency: 'ISK' }, 'en-GB')
  return `This toll or fine has been paid, in whole or in part: without it the booking would have ${amount} paid beyond what it owes. Refund it first: ${amount} (Refund on the booking page, with the reason); then it can be withdrawn.`
}

/** The kinds as staff read them (evidence, audit). */
export function laterChargeKindName(kind: LaterChargeKind): string {
  return kind === 'toll' ? 'Toll' : 'Fine'
}

/** An owed later charge still unpaid this many days after it was added is listed for staff. */
export const UNPAID_LATER_CHARGE_DAYS = 14

/** A later charge as the renter and staff read it: paid, unpaid (owed, not covered) or withdrawn. */
export type LaterChargeState = 'paid' | 'unpaid' | 'withdrawn'

export function laterChargeState(charge: {
  readonly status: LaterChargeStatus
  readonly isPaid: boolean
}): LaterChargeState {
  return charge.status === 'withdrawn' ? 'withdrawn' : charge.isPaid ? 'paid' : 'unpaid'
}

/** The later charges staff should look at: unpaid, added more than UNPAID_LATER_CHARGE_DAYS ago. */
export function overdueLaterCharges<T extends { readonly status: LaterChargeState; readonly addedAt: string }>(
  charges: readonly T[],
  now: number,
): T[] {
  const before = now - UNPAID_LATER_CHARGE_DAYS * 86_400_000
  return charges.filter((charge) => charge.status === 'unpaid' && Date.parse(charge.addedAt) < before)
}
