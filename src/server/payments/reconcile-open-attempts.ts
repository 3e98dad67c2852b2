import 'server-only'

import type { Payload } from 'payload'

import { OPEN_ATTEMPT_STATUSES } from '@/domain/payments/payment-attempt'
import { PAYING_MINUTES } from '@/server/bookings/commands/keep-car-while-paying'

import { normalizeAttempt } from './attempt-store'
import { reconcileAttempt } from './reconcile-attempt'

/** An open attempt is asked about once it is this old: its create call has long had its answer. */
const ASK_AFTER_MS = 60_000
const PER_ROUND = 50

/**
 * The reconciliation sweep (every minute): each payment attempt still open a minute after it began
 * is settled by asking its provider — money taken whose answer was lost (a crash, a dropped
 * connection) is recorded on its booking, one that never reached the provider is closed, and a
 * 3-D Secure page left open past its time is closed at the provider. A provider that cannot be
 * reached leaves the attempt for the next round. Answers how many were settled or closed.
 */
export async function reconcileOpenAttempts(params: { payload: Payload; now: Date }): Promise<number> {
  const { payload, now } = params
  const { docs } = await payload.find({
    collection: 'payment-attempts',
    where: {
      and: [
        { status: { in: [...OPEN_ATTEMPT_STATUSES] } },
        { createdAt: { less_than: new Date(now.getTime() - ASK_AFTER_MS).toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: PER_ROUND,
    pagination: false,
    depth: 0,
  })
  let resolved = 0
  for (const attempt of docs.map(normalizeAttempt)) {
    const isExpired = now.getTime() - new Date(attempt.createdAt).getTime() > PAYING_MINUTES * 60_000
    const result = await reconcileAttempt({ payload, attempt, closeOpen: isExpired, now }).catch(() => undefined)
    if (result?.isOk && (result.value === 'settled' || result.value === 'closed')) resolved += 1
  }
  return resolved
}
