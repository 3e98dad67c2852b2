import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { hasRole, ROLES, type Role } from '@/cms/access/roles'

import { payloadClient } from '../payload'

export type StaffUser = { id: number | string; name: string; roles: readonly Role[] }

/** The logged-in staff member of this request (from the admin's auth cookie), or null. */
export const currentStaff = cache(async (): Promise<StaffUser | null> => {
  const requestHeaders = await headers()
  if (!requestHeaders.get('cookie')?.includes('payload-token')) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  if (!user || user.collection !== 'users' || !hasRole(user, ...ROLES)) return null
  return { id: user.id, name: user.name ?? user.email, roles: user.roles }
})
