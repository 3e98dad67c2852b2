import 'server-only'

import type { Payload } from 'payload'

import type { PaymentAttemptStatus } from '@/domain/payments/payment-attempt'

/** What the payment step shows of a booking's last card payment: its status, and the bank check still open. */
export type LatestPayment = {
  readonly status: PaymentAttemptStatus
  /** The provider's 3-D Secure page while the check waits for the card holder. */
  readonly challengeUrl: string | undefined
}

export async function latestPayment(params: {
  payload: Payload
  bookingId: number
}): Promise<LatestPayment | undefined> {
  const { docs } = await params.payload.find({
    collection: 'payment-attempts',
    where: { booking: { equals: params.bookingId } },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const attempt = docs[0]
  if (!attempt) return undefined
  return {
    status: attempt.status,
    challengeUrl: attempt.status === 'challenge' ? (attempt.redirectUrl ?? undefined) : undefined,
  }
}
