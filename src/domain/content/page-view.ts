import { isPageHash } from './edit-target'

/**
 * SPEC §7 `POST /v1/stat/view` (fingerprint, hash): one view of a page by a visitor who agreed to
 * statistics. The `fingerprint` is the visitor identity the server issued and signed
 * (`POST /v1/stat/visitor`, kept in the browser), so a client cannot make up visitors: each counts
 * once per page and day, and one client address adds at most VIEWS_PER_ADDRESS views a day from at
 * most VISITORS_PER_ADDRESS identities. The server keeps neither the identity nor the address.
 */
export type PageView = { readonly fingerprint: string; readonly hash: string }

/** Visitor identities one client address is issued a day (a household or an office behind one address). */
export const VISITORS_PER_ADDRESS = 50
/** Views one client address adds to the statistic a day. */
export const VIEWS_PER_ADDRESS = 300
/** How long an issued identity counts; an older one is replaced by a new one. */
export const VISITOR_DAYS = 30

/** A signed identity as the server issues it: `<base64url payload>.<base64url HMAC>`. */
const SIGNED_IDENTITY = /^[A-Za-z0-9_-]{8,200}\.[A-Za-z0-9_-]{43}$/

/** The view in a request body, or null when it is not one. */
export function parsePageView(body: unknown): PageView | null {
  if (typeof body !== 'object' || body === null) return null
  const { fingerprint, hash } = body as Record<string, unknown>
  if (typeof fingerprint !== 'string' || !SIGNED_IDENTITY.test(fingerprint)) return null
  return isPageHash(hash) ? { fingerprint, hash } : null
}

/** The day a view counts on: the UTC date (Iceland's own time all year). */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** Whether an identity issued on `issuedDay` (YYYY-MM-DD) still counts on `now`. */
export function isIdentityCurrent(issuedDay: string, now: Date): boolean {
  const issued = Date.parse(`${issuedDay}T00:00:00Z`)
  return (
    Number.isFinite(issued) && now.getTime() - issued < VISITOR_DAYS * 24 * 60 * 60 * 1000 && issued <= now.getTime()
  )
}
