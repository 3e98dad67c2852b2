import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { payloadClient } from '../payload'

/** The published page at `path` in `locale` (English where untranslated), or null. */
export const findPageByPath = cache(
  async ({ path, locale }: { path: string; locale: Locale }): Promise<Page | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      locale,
      depth: 2,
      limit: 1,
      draft: false,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)

/** Paths of the published pages that search engines may index. */
export async function indexablePagePaths(): Promise<{ path: string; updatedAt: string }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { 'seo.indexable': { not_equals: false } },
    select: { path: true, updatedAt: true },
    depth: 0,
    limit: 0,
    pagination: false,
    draft: false,
    overrideAccess: false,
  })
  return docs.map(({ path, updatedAt }) => ({ path, updatedAt }))
}
