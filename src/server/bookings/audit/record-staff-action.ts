import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { StaffAction, StaffActor } from '@/domain/bookings/audit'

/** A field's value before and after an action. */
export type AuditChange = { readonly before: unknown; readonly after: unknown }

/**
 * Appends one entry to the audit trail inside the caller's transaction (`req`), so the entry exists
 * exactly when the action it describes took effect. The only writer of `audit-entries`, and it
 * only ever creates: the trail is append-only.
 */
export async function recordStaffAction(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  actor: StaffActor
  action: StaffAction
  booking: { readonly id: number; readonly number: string }
  reason?: string | undefined
  changes: Readonly<Record<string, AuditChange>>
}): Promise<void> {
  const { payload, req, actor, booking } = params
  await payload.create({
    collection: 'audit-entries',
    req,
    depth: 0,
    data: {
      action: params.action,
      actor: actor.userId,
      actorEmail: actor.email,
      booking: booking.id,
      bookingNumber: booking.number,
      reason: params.reason?.trim() || null,
      changes: params.changes,
    },
  })
}
