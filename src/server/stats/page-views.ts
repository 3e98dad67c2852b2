import 'server-only'

import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { type PageView, viewDay, VIEWS_PER_ADDRESS, VISITORS_PER_ADDRESS } from '@/domain/content/page-view'
import { domainError, type DomainError } from '@/domain/errors/errors'
import { payloadSecret } from '@/env'

import { sql, sqlRunner } from '../rental/db/sql'
import { rateLimiter } from '../security/rate-limit'
import { issueVisitorIdentity, visitorIdOf } from './visitor-identity'

const DAY_SECONDS = 24 * 60 * 60
/** One count per visitor, page and day; the key is a keyed hash, so the store never holds an identity. */
const ONCE_A_DAY = { name: 'page-view', points: 1, windowSeconds: DAY_SECONDS }
const VIEWS_OF_ADDRESS = { name: 'page-views-ip', points: VIEWS_PER_ADDRESS, windowSeconds: DAY_SECONDS }
const VISITORS_OF_ADDRESS = { name: 'page-visitors-ip', points: VISITORS_PER_ADDRESS, windowSeconds: DAY_SECONDS }

/**
 * A new visitor identity for a browser that agreed to statistics, at most VISITORS_PER_ADDRESS a
 * day per client address (TOO_MANY_REQUESTS, 429, past it).
 */
export async function newVisitorIdentity(params: {
  readonly clientIp: string
  readonly now: Date
}): Promise<{ visitor: string } | DomainError> {
  const limit = await rateLimiter(VISITORS_OF_ADDRESS).hit(params.clientIp)
  if (!limit.isAllowed) return domainError('TOO_MANY_REQUESTS', { retryAfterSeconds: limit.retryAfterSeconds })
  return { visitor: issueVisitorIdentity(params.now) }
}

/**
 * Counts a view of the published page with this hash on today's row (page hash, day), once per
 * visitor identity the server issued and per day, and at most VIEWS_PER_ADDRESS a day from one
 * client address. Answers whether it was counted, or why it was refused: an identity the server
 * did not issue (or an expired one) is INVALID_REQUEST, an address past its views
 * TOO_MANY_REQUESTS; undefined when no published page has the hash.
 */
export async function countPageView(params: {
  readonly payload: Payload
  readonly view: PageView
  readonly clientIp: string
  readonly now: Date
}): Promise<{ counted: boolean } | DomainError | undefined> {
  const { payload, view, now } = params
  const visitor = visitorIdOf(view.fingerprint, now)
  if (visitor === undefined) return domainError('INVALID_REQUEST')
  const { docs } = await payload.find({
    collection: 'pages',
    where: { hash: { equals: view.hash } },
    select: { path: true },
    depth: 0,
    limit: 1,
    draft: false,
    overrideAccess: false,
  })
  const page = docs[0]
  if (!page) return undefined
  const day = viewDay(now)
  const visitorKey = createHmac('sha256', payloadSecret).update(`page-view\n${visitor}\n${view.hash}\n${day}`)
  const first = await rateLimiter(ONCE_A_DAY).hit(visitorKey.digest('base64url'))
  if (!first.isAllowed) return { counted: false }
  const address = await rateLimiter(VIEWS_OF_ADDRESS).hit(params.clientIp)
  if (!address.isAllowed) return domainError('TOO_MANY_REQUESTS', { retryAfterSeconds: address.retryAfterSeconds })
  const stamp = now.toISOString()
  await sqlRunner(payload).rows(sql`
    INSERT INTO page_views (page_hash, path, day, count, updated_at, created_at)
    VALUES (${view.hash}, ${page.path}, ${day}, 1, ${stamp}, ${stamp})
    ON CONFLICT (page_hash, day) DO UPDATE SET count = page_views.count + 1, updated_at = ${stamp}
  `)
  return { counted: true }
}
