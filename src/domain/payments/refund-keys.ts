/** What names a refund recorded on a booking: the payment it gives back from, and how and why. */
export type RefundIdentity = { readonly transactionId: string; readonly kind: string; readonly reason: string }

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
