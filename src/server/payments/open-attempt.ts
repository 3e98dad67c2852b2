import 'server-only'

import type { Payload } from 'payload'

import { outcomeKind } from '@/domain/payments/payment-attempt'
import { keepCarWhilePaying, PAYING_MINUTES } from '@/server/bookings/commands/keep-car-while-paying'
import { bookingPaymentLockKey } from '@/server/bookings/money/refund-entries'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { findAttemptByKey, insertAttempt, openAttemptsOf, type Attempt, type AttemptData } from './attempt-store'
import { reconcileAttempt } from './reconcile-attempt'

/** A payment the provider has not answered within this long is asked about before another may start. */
const OPEN_PENDING_MINUTES = 2

export type OpenedAttempt =
  /** This key was used already: its attempt. */
  | { readonly kind: 'earlier'; readonly attempt: Attempt }
  /** The booking has an open attempt (another key, another tab): resume it, never charge again. */
  | { readonly kind: 'open'; readonly attempt: Attempt }
  | { readonly kind: 'created'; readonly attempt: Attempt }

function isStale(attempt: Attempt, now: Date): boolean {
  const minutes = attempt.status === 'challenge' ? PAYING_MINUTES : OPEN_PENDING_MINUTES
  return now.getTime() - new Date(attempt.createdAt).getTime() > minutes * 60_000
}

/**
 * Opens a payment attempt for a booking, at most one at a time (DESIGN "Money invariants"): under
 * the booking's money lock the key is looked up, then the booking's open attempts; only when there
 * is none is the new one written (and the car kept while it is paid). Open attempts past their time
 * (a 3-D Secure page left open, a provider whose answer was lost) are settled first by asking the
 * provider, never voided blind: while one cannot be settled, it is the open attempt answered.
 */
export async function openAttempt(params: { payload: Payload; data: AttemptData; now: Date }): Promise<OpenedAttempt> {
  const { payload, data, now } = params
  for (let round = 0; ; round += 1) {
    const opened = await openOnce(payload, data, now).catch(async (error: unknown) => {
      // The same key for another booking at the same moment: the unique index let one through.
      const first = await findAttemptByKey(payload, data.idempotencyKey)
      if (first) return { kind: 'earlier', attempt: first } as const
      throw error
    })
    if (opened.kind !== 'stale') return opened
    if (round > 0) return { kind: 'open', attempt: opened.attempt }
    for (const attempt of opened.attempts) {
      const reconciled = await reconcileAttempt({ payload, attempt, closeOpen: true, now })
      if (!reconciled.isOk || reconciled.value === 'in-flight' || reconciled.value === 'open') {
        return { kind: 'open', attempt }
      }
      // Money it took after all is this payment: answered as the open attempt is, never charged again.
      const settled = await findAttemptByKey(payload, attempt.idempotencyKey)
      if (settled && outcomeKind(settled.status) === 'success') return { kind: 'open', attempt: settled }
    }
  }
}

type Once = OpenedAttempt | { readonly kind: 'stale'; readonly attempt: Attempt; readonly attempts: readonly Attempt[] }

async function openOnce(payload: Payload, data: AttemptData, now: Date): Promise<Once> {
  const result = await withWriteTransaction<Once>(
    { payload, lockKeys: [bookingPaymentLockKey(data.booking)] },
    async ({ req }) => {
      const earlier = await findAttemptByKey(payload, data.idempotencyKey, req)
      if (earlier) return { isOk: true, value: { kind: 'earlier', attempt: earlier } }
      const open = await openAttemptsOf(payload, data.booking, req)
      const stale = open.filter((attempt) => isStale(attempt, now))
      const fresh = open.find((attempt) => !isStale(attempt, now))
      if (fresh) return { isOk: true, value: { kind: 'open', attempt: fresh } }
      const first = stale[0]
      if (first) return { isOk: true, value: { kind: 'stale', attempt: first, attempts: stale } }
      const created = await insertAttempt(payload, data, req)
      await keepCarWhilePaying({ payload, bookingId: data.booking, now, req })
      return { isOk: true, value: { kind: 'created', attempt: created } }
    },
  )
  if (!result.isOk) throw new Error(`payment attempt not opened: ${result.error.code}`)
  return result.value
}
