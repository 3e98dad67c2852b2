import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { isFinalAttemptStatus, OPEN_ATTEMPT_STATUSES } from '@/domain/payments/payment-attempt'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import {
  findAttemptByKey,
  insertAttempt,
  normalizeAttempt,
  updateAttempt,
  type Attempt,
  type AttemptData,
} from './attempt-store'
import { bookingPaymentLockKey } from './refunds'
import { paymentProvider } from './registry'
import { settlePayment } from './settle-payment'

/** How long a 3-D Secure page stays usable (the test gateway's too); an older open attempt is voided. */
const OPEN_CHALLENGE_MINUTES = 15
/** A payment the provider has not answered within this long is taken as lost and voided. */
const OPEN_PENDING_MINUTES = 2

export type OpenedAttempt =
  /** This key was used already: its attempt. */
  | { readonly kind: 'earlier'; readonly attempt: Attempt }
  /** The booking has an open attempt (another key, another tab): resume it, never charge again. */
  | { readonly kind: 'open'; readonly attempt: Attempt }
  | { readonly kind: 'created'; readonly attempt: Attempt }

/** The booking's open attempts (pending or 3-D Secure), oldest first. */
export async function openAttemptsOf(payload: Payload, bookingId: number, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'payment-attempts',
    where: { and: [{ booking: { equals: bookingId } }, { status: { in: [...OPEN_ATTEMPT_STATUSES] } }] },
    sort: 'createdAt',
    limit: 20,
    pagination: false,
    depth: 0,
    ...(req && { req }),
  })
  return docs.map(normalizeAttempt)
}

function isStale(attempt: Attempt, now: Date): boolean {
  const minutes = attempt.status === 'challenge' ? OPEN_CHALLENGE_MINUTES : OPEN_PENDING_MINUTES
  return now.getTime() - new Date(attempt.createdAt).getTime() > minutes * 60_000
}

/**
 * Opens a payment attempt for a booking, at most one at a time (DESIGN "Money invariants"): under
 * the booking's payment lock (one writer across app servers), the key is looked up, then the
 * booking's open attempts; only when there is none is the new one written. Open attempts past their
 * time (a 3-D Secure page left open, a provider that never answered) are voided first.
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
    if (opened.kind !== 'stale' || round > 0)
      return opened.kind === 'stale' ? { kind: 'open', attempt: opened.attempt } : opened
    for (const attempt of opened.attempts) await voidOpenAttempt({ payload, attempt, now })
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

/**
 * A pay-now booking must be paid by its deadline or it lets its car go. A payment started in time
 * keeps the car for as long as its 3-D Secure page may take, so a visitor who started at the last
 * minute is not refunded for being slow at their bank.
 */
async function keepCarWhilePaying(params: {
  payload: Payload
  bookingId: number
  now: Date
  req: Partial<PayloadRequest>
}): Promise<void> {
  const { payload, bookingId, now, req } = params
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, req })
  const deadline = booking.heldUntil ? Date.parse(booking.heldUntil) : Number.NaN
  if (booking.status !== 'confirmed' || Number.isNaN(deadline)) return
  const payingUntil = now.getTime() + OPEN_CHALLENGE_MINUTES * 60_000
  if (deadline >= payingUntil) return
  await payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { heldUntil: new Date(payingUntil).toISOString() },
    depth: 0,
    req,
  })
}

/**
 * Closes an open attempt so that it can no longer take money: the provider voids its transaction
 * (when it has one); if the provider says it finished meanwhile, that answer is settled instead
 * (and refunded there when the booking no longer takes it). The attempt becomes 'voided' unless
 * it was settled first.
 */
export async function voidOpenAttempt(params: { payload: Payload; attempt: Attempt; now: Date }): Promise<void> {
  const { payload, attempt, now } = params
  if (attempt.transactionId) {
    const provider = paymentProvider(payload, attempt.provider)
    const voided = provider.isOk ? await provider.value.voidPayment(attempt.transactionId) : provider
    if (voided.isOk && voided.value.kind === 'final') {
      await settlePayment({ payload, reference: attempt.reference, transaction: voided.value.transaction, now })
      return
    }
    if (!voided.isOk) console.error(`[payments] attempt ${attempt.id}: void refused (${voided.error.code})`)
  }
  await withWriteTransaction<null>({ payload, lockKeys: [bookingPaymentLockKey(attempt.booking)] }, async ({ req }) => {
    const current = await findAttemptByKey(payload, attempt.idempotencyKey, req)
    if (current && !isFinalAttemptStatus(current.status)) {
      await updateAttempt({ payload, id: current.id, req, data: { status: 'voided', settledAt: now.toISOString() } })
    }
    return { isOk: true, value: null }
  })
}
