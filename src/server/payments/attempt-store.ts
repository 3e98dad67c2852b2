import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Result } from '@/domain/errors/result'
import { isFinalAttemptStatus, OPEN_ATTEMPT_STATUSES } from '@/domain/payments/payment-attempt'
import type { PaymentAttempt } from '@/payload-types'
import { bookingPaymentLockKey } from '@/server/bookings/money/refund-entries'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

const COLLECTION = 'payment-attempts'

export type Attempt = Omit<PaymentAttempt, 'booking'> & { booking: number }

export type AttemptData = Omit<PaymentAttempt, 'id' | 'createdAt' | 'updatedAt' | 'booking'> & { booking: number }

/** A random public reference for an attempt: 20 URL-safe characters, not guessable. */
export function newReference(): string {
  return `pay_${randomBytes(15).toString('base64url')}`
}

async function findOne(params: {
  payload: Payload
  field: 'idempotencyKey' | 'reference'
  value: string
  req?: Partial<PayloadRequest> | undefined
}): Promise<Attempt | undefined> {
  const { docs } = await params.payload.find({
    collection: COLLECTION,
    where: { [params.field]: { equals: params.value } },
    limit: 1,
    pagination: false,
    depth: 0,
    ...(params.req && { req: params.req }),
  })
  const doc = docs[0]
  return doc ? normalizeAttempt(doc) : undefined
}

export function findAttemptByKey(
  payload: Payload,
  idempotencyKey: string,
  req?: Partial<PayloadRequest>,
): Promise<Attempt | undefined> {
  return findOne({ payload, field: 'idempotencyKey', value: idempotencyKey, req })
}

export function findAttemptByReference(
  payload: Payload,
  reference: string,
  req?: Partial<PayloadRequest>,
): Promise<Attempt | undefined> {
  return findOne({ payload, field: 'reference', value: reference, req })
}

/** Inserts an attempt (inside the caller's transaction when `req` is given); the key is unique. */
export async function insertAttempt(
  payload: Payload,
  data: AttemptData,
  req?: Partial<PayloadRequest>,
): Promise<Attempt> {
  return normalizeAttempt(await payload.create({ collection: COLLECTION, data, depth: 0, ...(req && { req }) }))
}

export async function updateAttempt(params: {
  payload: Payload
  id: number
  data: Partial<AttemptData>
  req?: Partial<PayloadRequest> | undefined
}): Promise<Attempt> {
  const doc = await params.payload.update({
    collection: COLLECTION,
    id: params.id,
    data: params.data,
    depth: 0,
    ...(params.req && { req: params.req }),
  })
  return normalizeAttempt(doc)
}

export function normalizeAttempt(doc: PaymentAttempt): Attempt {
  return { ...doc, booking: typeof doc.booking === 'object' ? doc.booking.id : doc.booking }
}

/**
 * Closes an open attempt ('voided') under its booking's money lock, unless the provider's word was
 * recorded meanwhile. Only once the provider has said it took no money and can take none.
 */
export function closeOpenAttempt(params: { payload: Payload; attempt: Attempt; now: Date }): Promise<Result<null>> {
  const { payload, attempt, now } = params
  return withWriteTransaction<null>(
    { payload, lockKeys: [bookingPaymentLockKey(attempt.booking)] },
    async ({ req }) => {
      const current = await findAttemptByKey(payload, attempt.idempotencyKey, req)
      if (current && !isFinalAttemptStatus(current.status)) {
        await updateAttempt({ payload, id: current.id, req, data: { status: 'voided', settledAt: now.toISOString() } })
      }
      return { isOk: true, value: null }
    },
  )
}

/** The booking's open attempts (pending or 3-D Secure), oldest first. */
export async function openAttemptsOf(
  payload: Payload,
  bookingId: number,
  req?: Partial<PayloadRequest>,
): Promise<Attempt[]> {
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
