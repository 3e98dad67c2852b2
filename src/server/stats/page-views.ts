import 'server-only'

import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { type PageView, viewDay } from '@/domain/content/page-view'
import { payloadSecret } from '@/env'

import { sql, sqlRunner } from '../rental/db/sql'
import { rateLimiter } from '../security/rate-limit'

/** One count per visitor, page and day; the key is a keyed hash, so the store never holds a fingerprint. */
const ONCE_A_DAY = { name: 'page-view', points: 1, windowSeconds: 24 * 60 * 60 }

/**
 * Counts a view of the published page with this hash on today's row (page hash, day), once per
 * visitor a day. Answers whether it was counted; undefined when no published page has the hash.
 */
export async function countPageView(params: {
  readonly payload: Payload
  readonly view: PageView
  readonly now: Date
}): Promise<{ counted: boolean } | undefined> {
  const { payload, view, now } = params
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
  const visitorKey = createHmac('sha256', payloadSecret).update(`page-view\n${view.fingerprint}\n${view.hash}\n${day}`)
  const first = await rateLimiter(ONCE_A_DAY).hit(visitorKey.digest('base64url'))
  if (!first.isAllowed) return { counted: false }
  const stamp = now.toISOString()
  await sqlRunner(payload).rows(sql`
    INSERT INTO page_views (page_hash, path, day, count, updated_at, created_at)
    VALUES (${view.hash}, ${page.path}, ${day}, 1, ${stamp}, ${stamp})
    ON CONFLICT (page_hash, day) DO UPDATE SET count = page_views.count + 1, updated_at = ${stamp}
  `)
  return { counted: true }
}
