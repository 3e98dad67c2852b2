import 'server-only'

import type { Payload } from 'payload'

import { adminPathOf, parseEditHash } from '@/domain/content/edit-target'
import { parseLocale } from '@/i18n/locales'

const PAGES_LIST = '/admin/collections/pages'

/**
 * Where in the admin the edit link `hash` leads (SPEC §7 `/v1/toolbar/redirect?hash=`): the page
 * with that hash, or the document or list behind another page type. A page hash that names no
 * page any more (deleted) leads to the pages list; a malformed hash is undefined. With the
 * language of the page the editor looked at, the admin opens on that language's content.
 */
export async function editRedirectPath(
  payload: Payload,
  hash: string | null,
  pageLocale?: string | null,
): Promise<string | undefined> {
  const path = await adminPath(payload, hash)
  const locale = parseLocale(pageLocale)
  return path && locale ? `${path}?${new URLSearchParams({ locale })}` : path
}

async function adminPath(payload: Payload, hash: string | null): Promise<string | undefined> {
  const target = parseEditHash(hash)
  if (!target) return undefined
  if (target.kind !== 'page') return adminPathOf(target)
  const { docs } = await payload.find({
    collection: 'pages',
    where: { hash: { equals: target.hash } },
    select: {},
    depth: 0,
    limit: 1,
    draft: true,
    overrideAccess: true,
  })
  const page = docs[0]
  return page ? `${PAGES_LIST}/${page.id}` : PAGES_LIST
}
