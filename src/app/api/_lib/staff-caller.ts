import { DESK_ROLES, hasRole } from '@/cms/access/roles'
import type { StaffActor } from '@/domain/bookings/audit'
import { staffActorOf } from '@/server/bookings/audit/staff-actor'
import { payloadClient } from '@/server/payload'

/** A signed-in member of the desk (agent, manager, admin), by the admin's session cookie. */
export type StaffCaller = { readonly id: number; readonly actor: StaffActor }

/** The desk staff member the request's admin session is; undefined for anyone else. */
export async function deskStaffOf(request: Request): Promise<StaffCaller | undefined> {
  if (!request.headers.has('cookie') && !request.headers.has('authorization')) return undefined
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const actor = staffActorOf(user)
  if (!actor || !hasRole(user, ...DESK_ROLES)) return undefined
  return { id: actor.userId, actor }
}
