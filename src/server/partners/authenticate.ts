import 'server-only'

import { domainError, type DomainError } from '@/domain/errors/errors'
import { API_KEY_HEADER, decideKey, isWellFormedKey, type PartnerScope } from '@/domain/partners/partner-keys'
import type { Result } from '@/domain/errors/result'
import { payloadClient } from '@/server/payload'
import { rateLimiter } from '@/server/security/rate-limit'

import { hashOfKey } from '@/cms/collections/PartnerKeys/key-secret'
import { findKeyByHash, type StoredPartnerKey } from './key-store'
import { countUsage } from './usage'

/** The partner a request came from, its key checked. */
export type PartnerCaller = Pick<StoredPartnerKey, 'id' | 'name' | 'scopes'>

/** Whether the request carries a partner key (then it is checked as one, never as a visitor). */
export function hasApiKey(request: Request): boolean {
  return request.headers.has(API_KEY_HEADER)
}

/**
 * Checks the request's `X-Api-Key` for a call that needs `scope` (undefined: the call takes no
 * keys): unknown or revoked 401, no such scope 403, over the key's requests per minute 429 with
 * Retry-After. An allowed request is counted in the key's usage.
 */
export async function authenticatePartner(
  request: Request,
  scope: PartnerScope | undefined,
  now: Date = new Date(),
): Promise<Result<PartnerCaller>> {
  const key = request.headers.get(API_KEY_HEADER)?.trim() ?? ''
  if (!isWellFormedKey(key)) return refused(domainError('API_KEY_INVALID'))
  const payload = await payloadClient()
  const hash = hashOfKey(key)
  const stored = await findKeyByHash(payload, hash)
  if (!stored) return refused(domainError('API_KEY_INVALID'))
  const decision = decideKey({ isRevoked: stored.isRevoked, scopes: stored.scopes, needed: scope })
  if (decision.kind === 'revoked') return refused(domainError('API_KEY_REVOKED'))
  if (decision.kind === 'not-accepted') return refused(domainError('API_KEY_NOT_ACCEPTED'))
  if (decision.kind === 'missing-scope') return refused(domainError('API_KEY_SCOPE_MISSING', { scope: decision.scope }))
  // Counted per key as issued: a replaced key starts afresh, and no two databases share a count.
  const limit = await limiterFor(stored.requestsPerMinute).hit(`${stored.id}:${hash.slice(0, 16)}`)
  if (!limit.isAllowed) {
    return refused(
      domainError('API_KEY_RATE_LIMITED', {
        limit: stored.requestsPerMinute,
        retryAfterSeconds: Math.max(1, limit.retryAfterSeconds),
      }),
    )
  }
  countUsage(payload, stored.id, now)
  return { isOk: true, value: { id: stored.id, name: stored.name, scopes: stored.scopes } }
}

/** One limiter per distinct limit (a rule's points are fixed); each key counts under its own name. */
function limiterFor(requestsPerMinute: number) {
  return rateLimiter({ name: `partner-key-${requestsPerMinute}`, points: requestsPerMinute, windowSeconds: 60 })
}

function refused(error: DomainError): { readonly isOk: false; readonly error: DomainError } {
  return { isOk: false, error }
}
