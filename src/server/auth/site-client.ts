import 'server-only'

import { createHash, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'

/** The public client the website itself logs in as (SITE_API_KEY / SITE_CLIENT_ID). */
export type SiteClient = { apiKey: string; clientId: string }

export function configuredSiteClient(): SiteClient {
  return { apiKey: env.SITE_API_KEY, clientId: env.SITE_CLIENT_ID }
}

/** Whether the pair names the configured client; compared in constant time. */
export function matchesSiteClient(client: SiteClient, apiKey: string, clientId: string): boolean {
  const isKeyEqual = sameText(client.apiKey, apiKey)
  const isIdEqual = sameText(client.clientId, clientId)
  return isKeyEqual && isIdEqual
}

function sameText(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given))
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest()
}
