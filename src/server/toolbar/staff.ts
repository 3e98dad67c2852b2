import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** A staff member as the toolbar greets them. */
export type Staff = { readonly id: number; readonly name: string }

function asStaff(user: Pick<User, 'id' | 'name' | 'email' | 'roles'> | null | undefined): Staff | null {
  if (!user || !Array.isArray(user.roles) || user.roles.length === 0) return null
  return { id: user.id, name: user.name?.trim() || user.email }
}

/**
 * The staff member signed in to the admin on this request (its session cookie), or null. Payload
 * treats a cookie sent from another origin as anonymous (`csrf`), so another site cannot ask.
 */
export async function signedInStaff(payload: Payload, headers: Headers): Promise<Staff | null> {
  const { user } = await payload.auth({ headers })
  return user?.collection === 'users' ? asStaff(user) : null
}

/** The staff member with this id, while they still have a role; null for anyone else. */
export async function staffById(payload: Payload, id: string): Promise<Staff | null> {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null
  const user = await payload
    .findByID({ collection: 'users', id: Number(id), depth: 0, disableErrors: true, overrideAccess: true })
    .catch(() => null)
  return asStaff(user)
}
