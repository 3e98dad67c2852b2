import type { Payload, PayloadRequest } from 'payload'

import type { PaymentStatusClass } from '@/domain/payment-status'
import type { Money } from '@/domain/money'
import type { Booking } from '@/payload-types'

/** SPEC §7 `PUT reservations/{number}/payment`: what is recorded of one transaction. */
export type ReservationPayment = {
  readonly transactionId: string
  readonly transactionStatus: PaymentStatusClass
  /** Masked PAN ('424242******4242'), never the card number. */
  readonly pan: string
  readonly provider: string
  readonly amount: Money
  /** What a COLLECTED payment adds to totalPaid, in minor units of the booking currency. */
  readonly bookingAmount: number
  readonly at: Date
}

/**
 * Records a payment on its booking (SPEC §7 reservations payment, as a use case of ours), keyed by
 * transaction id: the same transaction with the same status changes nothing; a new status replaces
 * the old (a PREAUTH captured later becomes COLLECTED). totalPaid grows by the booking amount
 * exactly once, when the transaction first becomes COLLECTED. Runs inside the caller's transaction.
 */
export async function recordReservationPayment(params: {
  payload: Payload
  bookingId: number
  payment: ReservationPayment
  req: Partial<PayloadRequest>
}): Promise<{ isChanged: boolean }> {
  const { payload, payment, req } = params
  const booking = await payload.findByID({ collection: 'bookings', id: params.bookingId, depth: 0, req })
  const payments = booking.payments ?? []
  const existing = payments.find((entry) => entry.transactionId === payment.transactionId)
  if (existing?.status === payment.transactionStatus) return { isChanged: false }
  const isNewlyCollected = payment.transactionStatus === 'COLLECTED' && existing?.status !== 'COLLECTED'
  const entry: NonNullable<Booking['payments']>[number] = {
    transactionId: payment.transactionId,
    status: payment.transactionStatus,
    provider: payment.provider,
    maskedPan: payment.pan,
    amount: payment.amount.amount,
    currency: payment.amount.currency,
    createdAt: payment.at.toISOString(),
  }
  const nextPayments = existing
    ? payments.map((item) => (item === existing ? { ...item, status: payment.transactionStatus } : item))
    : [...payments, entry]
  const totals = booking.totals ?? {}
  const totalPaid = (totals.totalPaid ?? 0) + (isNewlyCollected ? payment.bookingAmount : 0)
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    req,
    depth: 0,
    data: {
      payments: nextPayments,
      totals: { ...totals, totalPaid, maximumPaymentAmount: Math.max(0, (totals.total ?? 0) - totalPaid) },
    },
  })
  return { isChanged: true }
}
