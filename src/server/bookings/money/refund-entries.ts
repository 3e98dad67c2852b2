import 'server-only'

import type { RefundKind, RefundReason } from '@/domain/payments/booking-ledger'

import type { BookingRefundEntry } from './booking-money'

/** Lock key of a booking's money: one writer of its payments, refunds, totals and status at a time. */
export function bookingPaymentLockKey(bookingId: number): string {
  return `vegur:booking-payment:${bookingId}`
}

type RefundIdentity = Pick<BookingRefundEntry, 'transactionId' | 'kind' | 'reason'>

/**
 * The provider's idempotency key of each refund recorded on a booking: one per payment, kind and
 * reason, numbered from the second on (a second downgrade is a refund of its own, not the first
 * asked again). Refunds are only ever appended, so each keeps its key through every retry.
 */
export function refundKeys(refunds: readonly RefundIdentity[]): string[] {
  const seen = new Map<string, number>()
  return refunds.map((refund) => {
    const base = `${refund.kind}-${refund.reason}-${refund.transactionId}`
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  })
}

/** A refund or release to record before the provider is asked (ISK minor units). */
export function pendingRefund(params: {
  transactionId: string
  kind: RefundKind
  reason: RefundReason
  amount: number
  now: Date
}): BookingRefundEntry {
  return {
    transactionId: params.transactionId,
    kind: params.kind,
    reason: params.reason,
    status: 'pending',
    amount: params.amount,
    currency: 'ISK',
    createdAt: params.now.toISOString(),
  }
}

/** The keys of the refunds appended after the `before` recorded ones (to give back as effects). */
export function keysOfAppended(refunds: readonly RefundIdentity[], before: number): string[] {
  return refundKeys(refunds).slice(before)
}
