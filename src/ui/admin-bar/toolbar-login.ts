import { signedInStaffName } from './signed-in-staff'

/**
 * How the browser finds out that a staff member is looking (pages are cached and the same for
 * everyone): a toolbar token checked with `POST /v1/toolbar/check?token=` (SPEC §4, §7), else the
 * admin's session for a browser the admin has marked.
 */

/** The staff member's name when the token passes the check, else null (also when offline). */
export async function checkToolbarToken(token: string, signal?: AbortSignal): Promise<string | null> {
  const query = new URLSearchParams({ token })
  const response = await fetch(`/v1/toolbar/check?${query}`, { method: 'POST', signal }).catch(() => null)
  if (!response?.ok) return null
  const body = (await response.json().catch(() => null)) as { data?: { name?: unknown } } | null
  return typeof body?.data?.name === 'string' ? body.data.name : null
}

/** The name of the staff member signed in to the admin in this browser, else null. */
export async function adminSessionName(signal?: AbortSignal): Promise<string | null> {
  const response = await fetch('/api/users/me', { credentials: 'same-origin', signal }).catch(() => null)
  if (!response?.ok) return null
  return signedInStaffName(await response.json().catch(() => null))
}
