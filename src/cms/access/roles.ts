import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'agent', 'manager'] as const
export type Role = (typeof ROLES)[number]

/**
 * Who acts on bookings at the desk: agents; managers, who also approve what an agent alone may
 * not (a refund above the limit); and admins, who may do everything.
 */
export const DESK_ROLES = ['admin', 'manager', 'agent'] as const satisfies readonly Role[]
export const APPROVER_ROLES = ['admin', 'manager'] as const satisfies readonly Role[]

type UserLike = { roles?: readonly Role[] | null } | null | undefined

export function hasRole(user: UserLike, ...roles: readonly Role[]): boolean {
  return Boolean(user?.roles?.some((role) => roles.includes(role)))
}

function userOf(req: PayloadRequest): UserLike {
  return req.user as UserLike
}

/** Fits every access slot, including `admin`, which takes only a boolean. */
type RoleCheck = (args: { req: PayloadRequest }) => boolean

export const anyone: RoleCheck = () => true
export const nobody: RoleCheck = () => false

export const isAdmin: RoleCheck = ({ req }) => hasRole(userOf(req), 'admin')
export const isEditor: RoleCheck = ({ req }) => hasRole(userOf(req), 'admin', 'editor')
export const isAgent: RoleCheck = ({ req }) => hasRole(userOf(req), ...DESK_ROLES)
export const isStaff: RoleCheck = ({ req }) => hasRole(userOf(req), ...ROLES)

export const isAdminField: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')

/** Visitors read published documents; editors also read drafts. */
export const publishedOrEditor: Access = ({ req }) =>
  hasRole(userOf(req), 'admin', 'editor') || { _status: { equals: 'published' } }

/** Admins manage every user; other staff read and update only themselves. */
export const adminOrSelf: Access = ({ req }) => {
  const user = userOf(req) as (UserLike & { id?: number | string }) | null
  if (hasRole(user, 'admin')) return true
  if (user?.id === undefined) return false
  return { id: { equals: user.id } }
}
