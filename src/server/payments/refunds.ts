import 'server-only'

import type { Payload } from 'payload'

import { failWith } from '@/domain/errors/result'
import type { RefundKind, RefundReason } from '@/domain/payments/booking-ledger'
import { isCurrencyCode } from '@/domain/money/money'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { paymentRates, readMoneyBooking, writeBookingMoney, type BookingRefundEntry } from './booking-money'
import { paymentProvider } from './registry'

/** Lock key of a booking's payments: one writer of its payments, refunds and totalPaid at a time. */
export function bookingPaymentLockKey(bookingId: number): string {
  return `vegur:booking-payment:${bookingId}`
}

type RefundIdentity = Pick<BookingRefundEntry, 'transactionId' | 'kind' | 'reason'>

/**
 * The provider's idempotency key of each refund recorded on a booking: one per payment, kind and
 * reason, numbered from the second on (a second downgrade is a refund of its own, not the first
 * asked again). Refunds are only ever appended, so each keeps its key through every retry.
 */
function refundKeys(refunds: readonly RefundIdentity[]): string[] {
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

/**
 * Asks the provider for every refund and release recorded 'pending' on the booking (written in
 * the transaction that decided it, so none is forgotten), then records each answer: refunded or
 * released with the provider's id and time, or failed (logged with the booking id for the office;
 * the money then counts as paid again). The provider's idempotency key makes a second run harmless.
 */
export async function completePendingRefunds(params: {
  payload: Payload
  bookingId: number
  now: Date
}): Promise<void> {
  const { payload, bookingId, now } = params
  const booking = await readMoneyBooking(payload, bookingId)
  const recorded = booking.refunds ?? []
  const keys = refundKeys(recorded)
  const pending = recorded.flatMap((refund, at) =>
    refund.status === 'pending' ? [{ refund, key: keys[at] ?? '' }] : [],
  )
  if (pending.length === 0) return
  const rates = await paymentRates(payload, booking)
  for (const { refund, key } of pending) {
    const payment = (booking.payments ?? []).find((entry) => entry.transactionId === refund.transactionId)
    const provider = paymentProvider(payload, payment?.provider ?? undefined)
    const input = {
      transactionId: refund.transactionId,
      amount: { amount: refund.amount, currency: isCurrencyCode(refund.currency) ? refund.currency : 'ISK' },
      idempotencyKey: key,
    }
    const answer = !provider.isOk
      ? provider
      : await (refund.kind === 'refund' ? provider.value.refund(input) : provider.value.release(input)).catch(() =>
          failWith('PROVIDER_ERROR'),
        )
    if (!answer.isOk) console.error(`[refund] booking ${bookingId}: ${refund.kind} refused (${answer.error.code})`)
    await withWriteTransaction<null>({ payload, lockKeys: [bookingPaymentLockKey(bookingId)] }, async ({ req }) => {
      const current = await readMoneyBooking(payload, bookingId, req)
      const currentKeys = refundKeys(current.refunds ?? [])
      const refunds = (current.refunds ?? []).map((entry, at) =>
        entry.status === 'pending' && currentKeys[at] === key
          ? {
              ...entry,
              status: answer.isOk
                ? refund.kind === 'refund'
                  ? ('refunded' as const)
                  : ('released' as const)
                : ('failed' as const),
              refundId: answer.isOk ? answer.value.refundId : null,
              completedAt: now.toISOString(),
            }
          : entry,
      )
      await writeBookingMoney({ payload, booking: current, payments: current.payments ?? [], refunds, rates, req })
      return { isOk: true, value: null }
    })
  }
}
