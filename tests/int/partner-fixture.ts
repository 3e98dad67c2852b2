import type { Payload } from 'payload'

import { newKey } from '@/cms/collections/PartnerKeys/key-secret'
import type { PartnerScope } from '@/domain/partners/partner-keys'

import { jsonRequest } from './rental-fixture'

/** A partner key as staff would issue it: the stored row (its hash only) and the plain key. */
export async function partnerKey(
  payload: Payload,
  params: { scopes: PartnerScope[]; requestsPerMinute?: number; name?: string },
): Promise<{ id: number; key: string }> {
  const key = newKey()
  const doc = await payload.create({
    collection: 'partner-keys',
    data: {
      name: params.name ?? 'Test partner',
      scopes: params.scopes,
      requestsPerMinute: params.requestsPerMinute ?? 1000,
      keyHash: key.hash,
      keyShown: key.shown,
    },
  })
  return { id: doc.id, key: key.plain }
}

/** A JSON request to a route handler as a partner: `X-Api-Key` and no visitor token. */
export function partnerRequest(params: {
  path: string
  key: string
  body?: unknown
  method?: 'GET' | 'POST' | 'PUT'
}): Request {
  const method = params.method ?? 'POST'
  const base = jsonRequest({ path: params.path, token: null, method: method === 'GET' ? 'GET' : 'POST' })
  base.headers.set('x-api-key', params.key)
  return new Request(base.url, {
    method,
    headers: base.headers,
    body: method === 'GET' ? undefined : JSON.stringify(params.body ?? {}),
  })
}
