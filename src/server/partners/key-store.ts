import 'server-only'

import type { Payload } from 'payload'

import { requestsPerMinuteOf, scopesOf, type PartnerScope } from '@/domain/partners/partner-keys'

import { PARTNER_KEYS_SLUG } from '@/cms/collections/PartnerKeys/slug'

/** A partner key as a request check needs it. */
export type StoredPartnerKey = {
  readonly id: number
  readonly name: string
  readonly scopes: readonly PartnerScope[]
  readonly requestsPerMinute: number
  readonly isRevoked: boolean
}

/** The key whose hash is `hash`, if one was issued (revoked ones too: they answer 401 by name). */
export async function findKeyByHash(payload: Payload, hash: string): Promise<StoredPartnerKey | undefined> {
  const { docs } = await payload.find({
    collection: PARTNER_KEYS_SLUG,
    where: { keyHash: { equals: hash } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return undefined
  return {
    id: doc.id,
    name: doc.name,
    scopes: scopesOf(doc.scopes),
    requestsPerMinute: requestsPerMinuteOf(doc.requestsPerMinute),
    isRevoked: Boolean(doc.revoked),
  }
}
