import {
  refundableOf,
  type BookingLedger,
  type LedgerCharge,
  type LedgerRefund,
  type RefundKind,
} from './booking-ledger'
import { wholeKronurDown } from './whole-kronur'

/** One piece of money to give back: from which payment, refunded (collected) or released (held), ISK minor units. */
export type GiveBack = { readonly transactionId: string; readonly kind: RefundKind; readonly amount: number }

/**
 * What a confirmed booking holds beyond what it owes after a change lowered its total (issue 16,
 * item 7): what it owes is its total and its later tolls and fines (ADR 032), so money paid toward
 * those stays. The collected money above that is refunded, and the held (pre-authorised) money
 * above what is still due is released, newest payment first, never more than a payment has left.
 * Nothing when the booking holds no more than it owes, so running it again after the first run
 * gives nothing back. In whole krónur, rounded down (ADR 033): aurar paid beyond what is owed by a
 * charge made before that stay, as no card takes them back.
 */
export function overpaymentGiveBacks(params: {
  ledger: Pick<BookingLedger, 'totalIsk' | 'laterIsk' | 'paidIsk' | 'heldIsk'>
  charges: readonly LedgerCharge[]
  refunds: readonly LedgerRefund[]
}): GiveBack[] {
  const { ledger, charges, refunds } = params
  const owed = ledger.totalIsk + Math.max(0, ledger.laterIsk)
  const excessPaid = wholeKronurDown(Math.max(0, ledger.paidIsk - owed))
  const stillDue = Math.max(0, owed - ledger.paidIsk)
  const excessHeld = wholeKronurDown(Math.max(0, ledger.heldIsk - stillDue))
  return [
    ...takeFrom(charges, refunds, 'COLLECTED', 'refund', excessPaid),
    ...takeFrom(charges, refunds, 'PREAUTH', 'release', excessHeld),
  ]
}

function takeFrom(
  charges: readonly LedgerCharge[],
  refunds: readonly LedgerRefund[],
  status: LedgerCharge['status'],
  kind: RefundKind,
  wanted: number,
): GiveBack[] {
  const giveBacks: GiveBack[] = []
  let left = wanted
  for (const charge of [...charges].reverse()) {
    if (left <= 0) break
    if (charge.status !== status) continue
    const amount = Math.min(left, refundableOf(charge, refunds))
    if (amount <= 0) continue
    giveBacks.push({ transactionId: charge.transactionId, kind, amount })
    left -= amount
  }
  return giveBacks
}
