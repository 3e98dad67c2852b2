import type { Payload } from 'payload'
import { z } from 'zod'

import { DESK_ROLES, hasRole, type Role } from '@/cms/access/roles'
import type { StaffActor } from '@/domain/bookings/audit'
import { staffActorOf } from '@/server/bookings/audit/staff-actor'
import { payloadClient } from '@/server/payload'

const idSchema = z.coerce.number().int().positive()
/** One key per action staff mean to take, sent again unchanged with each retry of it. */
const requestKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/)

/** A desk route's caller: signed-in staff of `roles` (the admin's session cookie, same origin only). */
export type DeskCaller = {
  readonly payload: Payload
  readonly actor: StaffActor
  readonly roles: readonly Role[]
  readonly bookingId: number
}

/**
 * Who is asking a desk route about which booking: a staff member of `roles` (agents, managers and
 * admins unless said), else 403 with `refusal`; the booking id of the path, else 400.
 */
export async function deskCaller(params: {
  request: Request
  context: { params: Promise<{ id: string }> }
  refusal: string
  roles?: readonly Role[]
}): Promise<DeskCaller | Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: params.request.headers })
  const actor = staffActorOf(user)
  if (!hasRole(user, ...(params.roles ?? DESK_ROLES)) || !actor) return deskAnswer(403, params.refusal)
  const id = idSchema.safeParse((await params.context.params).id)
  if (!id.success) return deskAnswer(400, 'Name a booking by its id.')
  const exists = await payload.count({ collection: 'bookings', where: { id: { equals: id.data } } })
  if (exists.totalDocs === 0) return deskAnswer(404, 'There is no such booking.')
  return { payload, actor, roles: (user?.roles ?? []) as Role[], bookingId: id.data }
}

/** The request's Idempotency-Key, or a 400 answer saying what to send. */
export function requestKeyOf(request: Request): string | Response {
  const key = requestKeySchema.safeParse(request.headers.get('idempotency-key'))
  return key.success
    ? key.data
    : deskAnswer(400, 'Send an Idempotency-Key header (16–100 letters, digits, - or _), the same for each retry.')
}

export function deskAnswer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status })
}
