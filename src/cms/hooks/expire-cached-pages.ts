import { revalidateTag } from 'next/cache'
import type { CollectionConfig, Config, GlobalConfig, Payload, PayloadRequest, Plugin, RequestContext } from 'payload'

import { type CacheTag, cacheTagsOf } from '../../domain/content/cache-tags'

const OUTSIDE_NEXT = 'Invariant: static generation store missing'

/**
 * Expires the cached pages that show `tags` (ADR 009), at once: the next visitor gets a fresh
 * render. Seeding passes `disableRevalidate`; outside a Next server (the Payload CLI, a script)
 * nothing is cached, so there is nothing to expire. A failure is logged, never thrown: the change
 * is already saved.
 */
function expire(tags: readonly CacheTag[], context: RequestContext, payload: Payload): void {
  if (context.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(OUTSIDE_NEXT)) return
      payload.logger.error({ err: error, tag }, 'Could not expire the cached pages of a change')
    }
  }
}

/** A hook (after change or delete, of a collection or a global) that expires `tags` and keeps the document. */
function expiring(tags: readonly CacheTag[]) {
  return <Args extends { doc: unknown; req: PayloadRequest }>({ doc, req }: Args) => {
    expire(tags, req.context, req.payload)
    return doc
  }
}

/** The collection with hooks that expire the cached pages its documents feed (none if it feeds none). */
function expiringCachedPages(collection: CollectionConfig): CollectionConfig {
  const tags = cacheTagsOf(collection.slug)
  if (tags.length === 0) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), expiring(tags)],
      afterDelete: [...(hooks.afterDelete ?? []), expiring(tags)],
    },
  }
}

/** The global with a hook that expires the cached pages it feeds. */
function expiringCachedPagesOfGlobal(global: GlobalConfig): GlobalConfig {
  const tags = cacheTagsOf(global.slug)
  if (tags.length === 0) return global
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), expiring(tags)] } }
}

/** Adds the hooks to every collection and global of the config; listed last, it sees the other plugins' collections too. */
export const expiringCachedPagesPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map(expiringCachedPages),
  globals: (config.globals ?? []).map(expiringCachedPagesOfGlobal),
})
