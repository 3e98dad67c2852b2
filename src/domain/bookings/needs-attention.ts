import { refundKeys, type RefundIdentity } from '../payments/refund-keys'

/** A payment attempt is overdue once its outcome has been unknown this long (the sweep asks every minute). */
export const OVERDUE_ATTEMPT_MINUTES = 15
/** A refund still pending this long has not been confirmed by its provider in many tries. */
export const OVERDUE_REFUND_MINUTES = 10

type RecordedRefund = RefundIdentity & { readonly amount: number; readonly status: string; readonly createdAt: string }

/** The refund a give-back effect is about (its key names it on the booking), for its amount. */
export function refundOfKey<T extends RefundIdentity>(refunds: readonly T[], refundKey: string): T | undefined {
  return refunds[refundKeys(refunds).indexOf(refundKey)]
}

/**
 * The refunds of a booking that need staff: refused for good ('failed', the money counts as paid
 * again), or still pending long after they were asked.
 */
export function refundsNeedingAttention<T extends RecordedRefund>(refunds: readonly T[], now: number): T[] {
  return refunds.filter(
    (refund) =>
      refund.status === 'failed' ||
      (refund.status === 'pending' && now - Date.parse(refund.createdAt) > OVERDUE_REFUND_MINUTES * 60_000),
  )
}
