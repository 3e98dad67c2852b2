import 'server-only'

import type { RefundKind, RefundReason } from '@/domain/payments/booking-ledger'
import { refundKeys, type RefundIdentity } from '@/domain/payments/refund-keys'

import type { BookingRefundEntry } from './booking-money'

/** Lock key of a booking's money: one writer of its payments, refunds, totals and status at a time. */
export function bookingPaymentLockKey(bookingId: number): string {
  return `vegur:booking-payment:${bookingId}`
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
