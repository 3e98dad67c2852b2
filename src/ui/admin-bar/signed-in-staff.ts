/** The name to greet from the admin's `GET /api/users/me` answer, or null when nobody with a role is signed in. */
export function signedInStaffName(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.user)) return null
  const { name, email, roles } = body.user
  if (!Array.isArray(roles) || roles.length === 0) return null
  if (typeof name === 'string' && name.trim()) return name.trim()
  return typeof email === 'string' ? email : null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
