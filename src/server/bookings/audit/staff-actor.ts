import 'server-only'

import type { StaffActor } from '@/domain/bookings/audit'

type SignedInUser = { readonly id: number | string; readonly email?: string | null } | null | undefined

/** The staff member a signed-in admin user is, as the audit trail names them; undefined without one. */
export function staffActorOf(user: SignedInUser): StaffActor | undefined {
  if (!user || typeof user.id !== 'number' || !user.email) return undefined
  return { userId: user.id, email: user.email }
}
