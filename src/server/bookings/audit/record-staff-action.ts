import type { Payload, PayloadRequest } from 'payload'

import type { AuditActor, StaffAction } from '@/domain/bookings/audit'

/** What an entry is about: a booking, or a unit (its blocks, which belong to no booking). */
export type AuditSubject =
  | { readonly booking: { readonly id: number; readonly number: string } }
  | { readonly unit: { readonly id: number; readonly registration: string } }

/** A field's value before and after an action. */
export type AuditChange = { readonly before: unknown; readonly after: unknown }

/**
 * Appends one entry to the audit trail inside the caller's transaction (`req`), so the entry exists
 * exactly when the action it describes took effect. The only writer of `audit-entries`, and it
 * only ever creates: the trail is append-only.
 */
export async function recordStaffAction(
  params: {
    payload: Payload
    req: Partial<PayloadRequest>
    actor: AuditActor
    action: StaffAction
    reason?: string | undefined
    changes: Readonly<Record<string, AuditChange>>
    /** The request's idempotency key, when the action must be done once however often it is sent. */
    requestKey?: string | undefined
  } & AuditSubject,
): Promise<void> {
  const { payload, req, actor } = params
  const booking = 'booking' in params ? params.booking : undefined
  const unit = 'unit' in params ? params.unit : undefined
  await payload.create({
    collection: 'audit-entries',
    req,
    depth: 0,
    data: {
      action: params.action,
      actor: actor.userId,
      actorEmail: actor.email,
      booking: booking?.id ?? null,
      bookingNumber: booking?.number ?? null,
      unit: unit?.id ?? null,
      unitRegistration: unit?.registration ?? null,
      reason: params.reason?.trim() || null,
      changes: params.changes,
      requestKey: params.requestKey ?? null,
    },
  })
}

/** The action already recorded under `requestKey`, if any: its booking and what it changed. */
export async function findStaffActionByRequestKey(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  requestKey: string
}): Promise<{ readonly bookingId: number | undefined; readonly changes: unknown } | undefined> {
  const { docs } = await params.payload.find({
    collection: 'audit-entries',
    req: params.req,
    where: { requestKey: { equals: params.requestKey } },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const entry = docs[0]
  if (!entry) return undefined
  const booking = entry.booking
  return {
    bookingId: typeof booking === 'object' && booking ? booking.id : (booking ?? undefined),
    changes: entry.changes,
  }
}
