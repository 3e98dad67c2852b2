import { refundableOf, type LedgerCharge, type LedgerRefund } from '../payments/booking-ledger'

/** One refund to record: what goes back from one collected payment, ISK minor units. */
export type RefundPart = { readonly transactionId: string; readonly amount: number }

export type StaffRefundRefusal = 'NOTHING_TO_REFUND' | 'MORE_THAN_PAID'

/**
 * How a refund of `amount` (ISK minor units, what the card was charged in) is taken from a
 * booking's collected payments: from the latest payment back, each giving at most what is left of
 * it after earlier refunds. Held (pre-authorised) money is released, not refunded, so it is not
 * taken from here. Refused when nothing is left to refund or the amount is more than what is left.
 */
export function refundParts(params: {
  amount: number
  charges: readonly LedgerCharge[]
  refunds: readonly LedgerRefund[]
}):
  | { readonly isOk: true; readonly parts: readonly RefundPart[] }
  | { readonly isOk: false; readonly refusal: StaffRefundRefusal } {
  const collected = params.charges.filter((charge) => charge.status === 'COLLECTED')
  const left = collected.map((charge) => ({
    transactionId: charge.transactionId,
    amount: refundableOf(charge, params.refunds),
  }))
  const total = left.reduce((sum, charge) => sum + charge.amount, 0)
  if (total <= 0) return { isOk: false, refusal: 'NOTHING_TO_REFUND' }
  if (!Number.isInteger(params.amount) || params.amount <= 0 || params.amount > total) {
    return { isOk: false, refusal: 'MORE_THAN_PAID' }
  }
  const parts: RefundPart[] = []
  let remaining = params.amount
  for (const charge of [...left].reverse()) {
    if (remaining === 0) break
    const amount = Math.min(remaining, charge.amount)
    if (amount > 0) parts.push({ transactionId: charge.transactionId, amount })
    remaining -= amount
  }
  return { isOk: true, parts }
}

/**
 * A refund above the limit (ISK minor units, as charged) needs a manager or an admin; agents give
 * back smaller amounts on their own. A limit of 0 leaves every staff refund to managers.
 */
export function needsManager(params: { amount: number; limit: number }): boolean {
  return params.amount > params.limit
}
