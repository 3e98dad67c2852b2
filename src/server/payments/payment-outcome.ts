import 'server-only'

import type { Payload } from 'payload'

import { outcomeKind, type PaymentAttemptStatus, type PaymentOutcomeKind } from '@/domain/payments/payment-attempt'
import type { Money } from '@/domain/money/money'

import { findAttemptByReference } from './attempt-store'

/** What the confirmation pages show of a payment: nothing personal, nothing of the card but its mask. */
export type PaymentOutcome = {
  readonly bookingNumber: string
  readonly status: PaymentAttemptStatus
  readonly kind: PaymentOutcomeKind
  readonly amount: Money
  readonly maskedPan: string | null
  /** Given back (refunded or released) of this payment, in ISK: all of it when it landed on a closed booking. */
  readonly givenBack: Money
}

/** A payment by its public reference (the `payment` query of the confirmation pages). */
export async function findPaymentOutcome(params: {
  payload: Payload
  reference: string | undefined
}): Promise<PaymentOutcome | undefined> {
  if (!params.reference || !/^pay_[A-Za-z0-9_-]{10,40}$/.test(params.reference)) return undefined
  const attempt = await findAttemptByReference(params.payload, params.reference)
  if (!attempt) return undefined
  const booking = await params.payload.findByID({ collection: 'bookings', id: attempt.booking, depth: 0 })
  const givenBack = (booking.refunds ?? [])
    .filter((refund) => refund.transactionId === attempt.transactionId && refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0)
  return {
    bookingNumber: booking.number,
    status: attempt.status,
    kind: outcomeKind(attempt.status),
    amount: { amount: attempt.amount, currency: 'ISK' },
    maskedPan: attempt.maskedPan ?? null,
    givenBack: { amount: givenBack, currency: 'ISK' },
  }
}
