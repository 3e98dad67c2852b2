import { revalidateTag } from 'next/cache'
import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  Config,
  GlobalConfig,
  Payload,
  PayloadRequest,
  Plugin,
  RequestContext,
} from 'payload'

import { type BookingOccupancy, changesAvailability } from '../../domain/booking/availability-change'
import { CACHE_TAG, type CacheTag, cacheTagsOf } from '../../domain/content/cache-tags'
import { isDraftOnlySave } from '../../domain/content/publication'

import { purgePageCache } from './purge-page-cache'

const OUTSIDE_NEXT = 'Invariant: static generation store missing'

/**
 * Expires the cached pages that show `tags` (ADR 009), at once: the next visitor gets a fresh
 * render (our server's page cache in front of Next is emptied too, ADR 013). Seeding passes
 * `disableRevalidate`; outside a Next server (the Payload CLI, a script) nothing is cached, so
 * there is nothing to expire. A failure is logged, never thrown: the change
 * is already saved.
 */
function expire(tags: readonly CacheTag[], context: RequestContext, payload: Payload): void {
  if (context.disableRevalidate) return
  purgePageCache()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(OUTSIDE_NEXT)) return
      payload.logger.error({ err: error, tag }, 'Could not expire the cached pages of a change')
    }
  }
}

/** Where a collection's `beforeOperation` hook notes that the save under way is a draft only. */
function draftOnlyKey(slug: string): string {
  return `vegur:draft-only:${slug}`
}

/**
 * Notes, before a create or update runs, whether it saves a draft only (the admin's "Save draft"
 * and autosave): Payload's change hooks are not told, and a draft must not expire the cached pages.
 */
function noteDraftOnlySave(collection: CollectionConfig): CollectionBeforeOperationHook {
  const hasDrafts = Boolean(
    collection.versions && typeof collection.versions === 'object' && collection.versions.drafts,
  )
  return ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const asked = args as { draft?: boolean; data?: { _status?: unknown } }
    req.context[draftOnlyKey(collection.slug)] = isDraftOnlySave({
      hasDrafts,
      isDraft: asked.draft,
      status: asked.data?._status,
    })
    return args
  }
}

/** A hook (after change or delete, of a collection or a global) that expires `tags` and keeps the document. */
function expiring(tags: readonly CacheTag[], slug?: string) {
  return <Args extends { doc: unknown; req: PayloadRequest }>({ doc, req }: Args) => {
    if (slug !== undefined && req.context[draftOnlyKey(slug)] === true) return doc
    expire(tags, req.context, req.payload)
    return doc
  }
}

/** Bookings feed the kept booking search answers: a save that may take or free a car expires them. */
const BOOKINGS = 'bookings'

function expiringSearchAnswers(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const tags = [CACHE_TAG.availability]
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        ({ doc, previousDoc, operation, req }) => {
          const before = operation === 'create' ? undefined : (previousDoc as BookingOccupancy)
          if (changesAvailability(before, doc as BookingOccupancy)) expire(tags, req.context, req.payload)
          return doc
        },
      ],
      afterDelete: [...(hooks.afterDelete ?? []), expiring(tags)],
    },
  }
}

/** The collection with hooks that expire the cached pages its documents feed (none if it feeds none). */
function expiringCachedPages(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === BOOKINGS) return expiringSearchAnswers(collection)
  const tags = cacheTagsOf(collection.slug)
  if (tags.length === 0) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), noteDraftOnlySave(collection)],
      afterChange: [...(hooks.afterChange ?? []), expiring(tags, collection.slug)],
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
