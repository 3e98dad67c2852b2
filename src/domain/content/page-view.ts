import { isPageHash } from './edit-target'

/**
 * SPEC §7 `POST /v1/stat/view` (fingerprint, hash): one view of a page by a visitor who agreed to
 * statistics. The fingerprint is a SHA-256 digest the browser makes of a few device traits (no
 * personal data); the server only uses it to count each visitor once per page and day, and keeps
 * neither it nor the address.
 */
export type PageView = { readonly fingerprint: string; readonly hash: string }

const FINGERPRINT = /^[0-9a-f]{64}$/

/** The view in a request body, or null when it is not one. */
export function parsePageView(body: unknown): PageView | null {
  if (typeof body !== 'object' || body === null) return null
  const { fingerprint, hash } = body as Record<string, unknown>
  if (typeof fingerprint !== 'string' || !FINGERPRINT.test(fingerprint)) return null
  return isPageHash(hash) ? { fingerprint, hash } : null
}

/** The day a view counts on: the UTC date (Iceland's own time all year). */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** The traits the browser hashes into a fingerprint: device and settings only, nothing about the person. */
export function fingerprintSource(traits: {
  readonly userAgent: string
  readonly language: string
  readonly timeZone: string
  readonly screen: string
}): string {
  return [traits.userAgent, traits.language, traits.timeZone, traits.screen].join('|')
}
