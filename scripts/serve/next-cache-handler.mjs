// Next's cache handler (`cacheHandler` in next.config.ts), ADR 022. With REDIS_URL set, Next's data
// cache (`unstable_cache`) and full-route cache (pages, kept booking searches) live in Redis, shared
// by every app server, through @fortedigital/nextjs-cache-handler's `redis-strings` handler: a
// page rendered on one server is served by all, and `revalidateTag` on one server deletes the
// tagged entries for all at once. Once Redis has expired them, the page cache in front of Next is
// emptied on every server (through the function our server puts on globalThis, which also tells
// the others over Redis pub/sub: scripts/serve/page-cache-bus.mjs).
// Redis down or stalling never fails a page: each command waits at most 1 s (ADR 017), a failure
// turns the shared cache off for a few seconds (pages render, as on a miss), and the tags that
// could not be expired meanwhile are expired as soon as Redis answers again.
// Without REDIS_URL (and while building), Next's own cache handler is used, as before.
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'

import { guardedHandler } from './guarded-cache-handler.mjs'
import { PURGE_PAGE_CACHE } from './page-cache.mjs'

const require = createRequire(import.meta.url)
/** Next's default: memory, plus disk when isrFlushToDisk is on (it is off here, ADR 009). */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

const redisUrl = process.env.REDIS_URL || undefined
const isBuilding = process.env.NEXT_PHASE === 'phase-production-build'

/** A Redis connection for the cache: short timeouts (ADR 017), commands refused at once while disconnected. */
function connect(url) {
  const client = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  })
  // Failures are logged by the guard, once per outage; this only keeps ioredis from printing each.
  client.on('error', () => {})
  return client
}

/** A short name of the database the pages are rendered from (never the URL: it may hold a password). */
function databaseKey() {
  const source = process.env.DATABASE_URL || process.env.SQLITE_PATH || 'sqlite'
  return createHash('sha256').update(source).digest('hex').slice(0, 12)
}

CacheHandler.onCreation(({ buildId }) => {
  const holder = globalThis
  holder.vegurNextCacheHandlers ??= {
    handlers: [
      guardedHandler(
        createRedisHandler({
          client: ioredisAdapter(connect(redisUrl)),
          // A new build never reads pages rendered by an older one (their scripts are gone), nor
          // a server on another database the pages of this one.
          keyPrefix: `vegur:next:${buildId ?? 'build'}:${databaseKey()}:`,
          timeoutMs: 1000,
        }),
      ),
    ],
  }
  return holder.vegurNextCacheHandlers
})

/** Empties the page cache in front of Next on every server, once Redis has expired the tags. */
class SharedCacheHandler extends CacheHandler {
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const purge = globalThis[PURGE_PAGE_CACHE]
    if (typeof purge === 'function') purge()
  }
}

export default redisUrl && !isBuilding ? SharedCacheHandler : FileSystemCache
