import type { Payload } from 'payload'

import { cancellationPolicy, type CancellationPolicy } from '@/domain/cancellation'
import { env } from '@/env'
import { paymentProvider } from '@/server/payments/registry'
import type { StoredBooking } from '@/server/rental/booking-view'
import { findBookingByVoucherAndName } from '@/server/rental/booking-load'

import type { ManageAccess } from './manage-cookies'

/** The policy for a booking now, with the window from FREE_CANCELLATION_HOURS. */
export function policyFor(booking: Pick<StoredBooking, 'status' | 'dateOut'>, now: Date): CancellationPolicy {
  return cancellationPolicy({
    status: booking.status,
    pickupAt: new Date(booking.dateOut),
    now,
    freeHours: env.FREE_CANCELLATION_HOURS,
  })
}

export type CancelOutcome =
  | { readonly isCancelled: true; readonly number: string }
  | { readonly isCancelled: false; readonly reason: 'NOT_FOUND' | 'WINDOW_CLOSED' | 'NOT_CONFIRMED' }

/**
 * Cancels a managed booking within the free-cancellation window: the car is released (a cancelled
 * booking holds no capacity) and every collected card payment is refunded in full through the
 * provider that took it. A refund the provider refuses is logged (booking id only) for the office.
 */
export async function cancelManagedBooking(params: {
  payload: Payload
  access: ManageAccess
  now: Date
}): Promise<CancelOutcome> {
  const { payload, now } = params
  const booking = await findBookingByVoucherAndName({ payload, ...params.access })
  if (!booking) return { isCancelled: false, reason: 'NOT_FOUND' }
  const policy = policyFor(booking, now)
  if (!policy.canCancel) return { isCancelled: false, reason: policy.reason }
  await payload.update({ collection: 'bookings', id: booking.id, data: { status: 'cancelled' } })
  for (const payment of booking.payments ?? []) {
    if (payment.status !== 'COLLECTED' && payment.status !== 'PREAUTH') continue
    const provider = paymentProvider(payload, payment.provider ?? undefined)
    const refunded = provider.isOk
      ? await provider.value.refund({
          transactionId: payment.transactionId,
          amount: { amount: payment.amount, currency: payment.currency },
          idempotencyKey: `cancel-${booking.id}-${payment.transactionId}`,
        })
      : provider
    if (!refunded.isOk) console.error(`[manage cancel] booking ${booking.id}: refund refused (${refunded.error.code})`)
  }
  return { isCancelled: true, number: booking.number }
}
