/**
 * Partner API keys (SPEC §7 "a booking API with an API key header"): what a key may do, how it is
 * written and how it travels. Pure rules; the store and the checks on a request are in
 * src/server/partners.
 */

/** The request header a partner sends its key in. SPEC §7 names no header, so the common one. */
export const API_KEY_HEADER = 'X-Api-Key'

/**
 * What a key may be allowed to do, one scope per group of calls: the content service (pages,
 * company, collections, settings), availability and car categories, booking (create, calculate,
 * save), managing a booking (search, exbooking, drivers) and payments (checkout, the payment PUT).
 */
export const PARTNER_SCOPES = ['content', 'availability', 'book', 'manage', 'payments'] as const
export type PartnerScope = (typeof PARTNER_SCOPES)[number]

export const PARTNER_SCOPE_LABELS: Readonly<Record<PartnerScope, string>> = {
  content: 'Read content',
  availability: 'Availability',
  book: 'Book',
  manage: 'Manage bookings',
  payments: 'Payments',
}

/** Requests a key may make per minute unless staff set another limit. */
export const DEFAULT_REQUESTS_PER_MINUTE = 60
export const MIN_REQUESTS_PER_MINUTE = 1
export const MAX_REQUESTS_PER_MINUTE = 6000

/** Every key starts so, which tells it apart in logs and secret scanners: `vgk_` and 43 characters. */
export const KEY_PREFIX = 'vgk_'
const KEY_PATTERN = /^vgk_[A-Za-z0-9_-]{43}$/

/** How many characters of a key staff see beside its name (the prefix and 6 more), to tell keys apart. */
export const SHOWN_KEY_LENGTH = KEY_PREFIX.length + 6

/** A key as it is issued: the prefix and 32 random bytes in base64url. */
export function keyFromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new Error('A partner key takes 32 random bytes')
  return KEY_PREFIX + Buffer.from(bytes).toString('base64url')
}

/** Whether the header's value can be a key at all (checked before any look-up). */
export function isWellFormedKey(value: string): boolean {
  return KEY_PATTERN.test(value)
}

/** The beginning of a key that staff see in the list, never enough to use it. */
export function shownPartOf(key: string): string {
  return `${key.slice(0, SHOWN_KEY_LENGTH)}…`
}

export function isPartnerScope(value: unknown): value is PartnerScope {
  return typeof value === 'string' && (PARTNER_SCOPES as readonly string[]).includes(value)
}

/** The scopes a stored key has, unknown values dropped. */
export function scopesOf(values: readonly unknown[] | null | undefined): PartnerScope[] {
  return (values ?? []).filter(isPartnerScope)
}

/** What a key may do on a call that needs `needed` (undefined: the call does not take keys). */
export type KeyDecision =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'revoked' }
  | { readonly kind: 'not-accepted' }
  | { readonly kind: 'missing-scope'; readonly scope: PartnerScope }

export function decideKey(params: {
  readonly isRevoked: boolean
  readonly scopes: readonly PartnerScope[]
  readonly needed: PartnerScope | undefined
}): KeyDecision {
  if (params.isRevoked) return { kind: 'revoked' }
  if (params.needed === undefined) return { kind: 'not-accepted' }
  if (!params.scopes.includes(params.needed)) return { kind: 'missing-scope', scope: params.needed }
  return { kind: 'allowed' }
}

/** The per-minute limit of a key: staff's number when it is a whole number in range, else the default. */
export function requestsPerMinuteOf(value: unknown): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_REQUESTS_PER_MINUTE &&
    value <= MAX_REQUESTS_PER_MINUTE
    ? value
    : DEFAULT_REQUESTS_PER_MINUTE
}
