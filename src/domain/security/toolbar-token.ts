/**
 * The editor toolbar's token (SPEC §4, §6, §9): handed to a signed-in staff member by the admin,
 * carried in the page address (`?token=`) or the browser's session storage, and checked with
 * `POST /v1/toolbar/check?token=`. It names the staff member and lives 15 minutes. The signature
 * is the server's business (the signed-value helper); these are the rules around it.
 */

export const TOOLBAR_TOKEN_TTL_SECONDS = 15 * 60

/** The address parameter the admin's link carries the token in. */
export const TOOLBAR_TOKEN_PARAM = 'token'

/** Session storage key of the checked token and when it was stored (SPEC §3 toolbar store). */
export const TOOLBAR_STORAGE_KEY = 'vegur-toolbar'

export type ToolbarClaims = { readonly sub: string; readonly exp: number }

/** The claims of a token issued to `userId` at `now`: who, and until when (seconds since the epoch). */
export function toolbarClaims(userId: string | number, now: Date): ToolbarClaims {
  return { sub: String(userId), exp: Math.floor(now.getTime() / 1000) + TOOLBAR_TOKEN_TTL_SECONDS }
}

/** The claims in a signed token's payload, or null when the shape is not a toolbar token's. */
export function parseToolbarClaims(value: unknown): ToolbarClaims | null {
  if (typeof value !== 'object' || value === null) return null
  const { sub, exp } = value as Record<string, unknown>
  if (typeof sub !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(sub)) return null
  if (typeof exp !== 'number' || !Number.isInteger(exp)) return null
  return { sub, exp }
}

/** Valid while its expiry is still ahead. */
export function isLiveToolbarToken(claims: ToolbarClaims, now: Date): boolean {
  return claims.exp * 1000 > now.getTime()
}

export type StoredToolbarToken = { readonly token: string; readonly storedAt: number }

/** What the browser keeps in session storage once a token has passed the check. */
export function toolbarStorageValue(token: string, now: Date): string {
  return JSON.stringify({ token, storedAt: now.getTime() } satisfies StoredToolbarToken)
}

/** The stored token while it may still be valid (stored less than 15 minutes ago), else null. */
export function storedToolbarToken(raw: string | null, now: Date): string | null {
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const { token, storedAt } = parsed as Record<string, unknown>
  if (typeof token !== 'string' || !token || typeof storedAt !== 'number') return null
  const age = now.getTime() - storedAt
  return age >= 0 && age < TOOLBAR_TOKEN_TTL_SECONDS * 1000 ? token : null
}
