import type { CollectionBeforeChangeHook } from 'payload'

import { previousSlugsAfter } from '../../../../domain/fleet/model-redirects'

/**
 * A renamed model keeps its earlier page addresses, so they answer 301 to its page (issue 31; the
 * proxy's redirect table, src/server/redirects). Runs after the slug is set (beforeValidate).
 */
export const keepPreviousSlugs: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data
  const original = originalDoc as { slug?: string | null; previousSlugs?: string[] | null } | undefined
  const after = 'slug' in data ? (data.slug as string | null | undefined) : original?.slug
  const previous = previousSlugsAfter({ before: original?.slug, after, previous: original?.previousSlugs ?? [] })
  return { ...data, previousSlugs: previous }
}
