import 'server-only'

import { unstable_cache } from 'next/cache'

import type { CacheTag } from '@/domain/content/cache-tags'

const OUTSIDE_NEXT = 'Invariant: incrementalCache missing'

function isOutsideNext(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith(OUTSIDE_NEXT)
}

/**
 * `load` kept in Next's data cache until one of `tags` is revalidated (ADR 009). The tags are also
 * recorded on the page being rendered, so the page expires with the data. The answer must survive
 * JSON (no dates, maps or class instances). Outside a Next server (tests, scripts) it just loads.
 */
export function cachedAcrossRequests<Args extends unknown[], Value>(
  load: (...args: Args) => Promise<Value>,
  keyParts: readonly string[],
  tags: readonly CacheTag[],
): (...args: Args) => Promise<Value> {
  const cached = unstable_cache(load, [...keyParts], { tags: [...tags] })
  return async (...args) => {
    try {
      return await cached(...args)
    } catch (error) {
      if (isOutsideNext(error)) return load(...args)
      throw error
    }
  }
}

const markers = new Map<string, () => Promise<boolean>>()

/**
 * Records `tags` on the page being rendered without caching any data: the page's own render reads
 * through Payload and the full-route cache keeps the result, expiring it when a tag is revalidated.
 */
export async function tagRender(tags: readonly CacheTag[]): Promise<void> {
  const sorted = [...new Set(tags)].sort()
  const key = sorted.join(',')
  let marker = markers.get(key)
  if (!marker) {
    marker = cachedAcrossRequests(async () => true, ['render-tags', key], sorted)
    markers.set(key, marker)
  }
  await marker()
}
