// A typed client of the Vegur partner API: openapi-fetch over the types generated from
// /v1/openapi.json (schema.ts). Every call sends the partner's key in X-Api-Key.
import createClient, { type Client } from 'openapi-fetch'

import type { paths } from './schema'

export type { components, operations, paths } from './schema'

export type PartnerClient = Client<paths>

export function createPartnerClient(params: {
  /** The site's origin, e.g. https://vegur.is. */
  baseUrl: string
  apiKey: string
  /** Another fetch (tests hand the route handlers in directly). */
  fetch?: (request: Request) => Promise<Response>
  /** The language of answers and messages (Accept-Language). */
  language?: string
}): PartnerClient {
  return createClient<paths>({
    baseUrl: params.baseUrl,
    headers: { 'X-Api-Key': params.apiKey, ...(params.language && { 'Accept-Language': params.language }) },
    ...(params.fetch && { fetch: params.fetch }),
  })
}
