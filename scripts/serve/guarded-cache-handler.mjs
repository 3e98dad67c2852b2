// A shared cache handler (get, set, revalidateTag, delete) that never lets its store fail or stall a
// page (ADR 022): a failed call turns the store off for OFF_FOR_MS, during which writes are skipped
// and tags to expire are remembered; they are expired as soon as the store answers again, before
// anything is read from it, so no server serves a page an outage kept from expiring. One log line
// per outage, naming the error's code only.
// Reads while the store is off (or when a read fails) answer from this server's mirror: the last
// entry it read from or wrote to the store for that key, unless a tag it carries was expired since.
// So a Redis that is down, or too slow on a loaded machine, does not send every page to be rendered
// again — which would need the database, and fail too if the database is the one stalling.
import { LRUCache } from 'lru-cache'

const OFF_FOR_MS = 5000
const MIRROR_MAX_BYTES = 48 * 1024 * 1024
/** Next's implicit tags (a page's paths) start with this; they are checked at read, by time. */
const IMPLICIT_TAG = '_N_T_'

function reasonOf(error) {
  const code = error && typeof error === 'object' ? error.code : undefined
  if (typeof code === 'string' && code) return code
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\/\/[^\s@/]*@/g, '//***@').slice(0, 80) || 'unknown error'
}

/** A rough size of a cache entry: its strings and bytes, a few levels deep (enough to bound memory). */
export function approximateSize(value, depth = 0) {
  if (typeof value === 'string') return value.length
  if (value instanceof Uint8Array) return value.byteLength
  if (!value || typeof value !== 'object' || depth > 5) return 8
  let size = 16
  for (const item of value instanceof Map ? value.values() : Object.values(value)) {
    size += approximateSize(item, depth + 1)
  }
  return size
}

/** The last entries this server saw in the store, for reads while it is off. */
function mirrorOf({ now, maxBytes }) {
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, approximateSize(entry)) })
  /** When each implicit tag was expired here. */
  const expiredAt = new Map()
  const isExpired = (entry, implicitTags) =>
    implicitTags.some((tag) => (expiredAt.get(tag) ?? -Infinity) > (entry.lastModified ?? 0))
  return {
    get(key, implicitTags = []) {
      const entry = entries.get(key)
      if (!entry || !isExpired(entry, implicitTags)) return entry ?? null
      entries.delete(key)
      return null
    },
    remember(key, entry) {
      if (entry && typeof entry === 'object') entries.set(key, entry)
      else entries.delete(key)
    },
    forget: (key) => entries.delete(key),
    expire(tag) {
      for (const [key, entry] of entries.entries()) {
        if (Array.isArray(entry.tags) && entry.tags.includes(tag)) entries.delete(key)
      }
      if (tag.startsWith(IMPLICIT_TAG)) expiredAt.set(tag, now())
    },
  }
}

const FAILED = Symbol('failed')

/**
 * `inner` guarded. `now` and `log` are for tests. A read made while the store is off, or that
 * fails, answers the mirror's copy (or a miss); a write is kept in the mirror and skipped.
 */
export function guardedHandler(
  inner,
  { now = Date.now, log = console.error, offForMs = OFF_FOR_MS, mirrorMaxBytes = MIRROR_MAX_BYTES } = {},
) {
  let offUntil = 0
  let isOutage = false
  /** Tags whose expiry the store has not heard yet. */
  const unexpired = new Set()
  const mirror = mirrorOf({ now, maxBytes: mirrorMaxBytes })

  const turnOff = (error) => {
    offUntil = now() + offForMs
    if (!isOutage)
      log(`[cache] Redis unavailable (${reasonOf(error)}): pages render without the shared cache until it is back`)
    isOutage = true
  }
  const isOff = () => now() < offUntil

  /** Runs `call` against the store unless it is off, the tags it has not heard first; FAILED when it is off or fails. */
  const guarded = async (call) => {
    if (isOff()) return FAILED
    try {
      for (const tag of [...unexpired]) {
        await inner.revalidateTag(tag)
        unexpired.delete(tag)
      }
      const answer = await call()
      if (isOutage) log('[cache] Redis is back: the shared cache is used again')
      isOutage = false
      return answer
    } catch (error) {
      turnOff(error)
      return FAILED
    }
  }

  return {
    name: `guarded ${inner.name}`,
    async get(key, meta) {
      const answer = await guarded(() => inner.get(key, meta))
      if (answer === FAILED) return mirror.get(key, meta?.implicitTags)
      mirror.remember(key, answer)
      return answer
    },
    async set(key, value, ctx) {
      mirror.remember(key, value)
      await guarded(() => inner.set(key, value, ctx))
    },
    async delete(key) {
      mirror.forget(key)
      await guarded(() => inner.delete?.(key))
    },
    async revalidateTag(tag) {
      mirror.expire(tag)
      unexpired.add(tag)
      await guarded(async () => undefined)
    },
    prepare: async () => {
      await guarded(() => inner.prepare?.())
    },
  }
}
