// A shared cache handler (get, set, revalidateTag, delete) that never lets its store fail or stall a
// page (ADR 022): a failed call turns the store off for OFF_FOR_MS, during which reads miss (Next
// renders the page), writes are skipped, and tags to expire are remembered; they are expired as
// soon as the store answers again, before anything is read from it, so no server serves a page an
// outage kept from expiring. One log line per outage, naming the error's code only.

const OFF_FOR_MS = 5000

function reasonOf(error) {
  const code = error && typeof error === 'object' ? error.code : undefined
  if (typeof code === 'string' && code) return code
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\/\/[^\s@/]*@/g, '//***@').slice(0, 80) || 'unknown error'
}

/**
 * `inner` guarded. `now` and `log` are for tests. The answer of a call made while the store is off,
 * or that fails, is that of a miss.
 */
export function guardedHandler(inner, { now = Date.now, log = console.error, offForMs = OFF_FOR_MS } = {}) {
  let offUntil = 0
  let isOutage = false
  /** Tags whose expiry the store has not heard yet. */
  const unexpired = new Set()

  const turnOff = (error) => {
    offUntil = now() + offForMs
    if (!isOutage)
      log(`[cache] Redis unavailable (${reasonOf(error)}): pages render without the shared cache until it is back`)
    isOutage = true
  }
  const isOff = () => now() < offUntil

  /** Runs `call` against the store unless it is off, the tags it has not heard first; `fallback` when it is off or fails. */
  const guarded = async (call, fallback) => {
    if (isOff()) return fallback
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
      return fallback
    }
  }

  return {
    name: `guarded ${inner.name}`,
    get: (key, meta) => guarded(() => inner.get(key, meta), null),
    set: (key, value, ctx) => guarded(() => inner.set(key, value, ctx), undefined),
    delete: (key) => guarded(() => inner.delete?.(key), undefined),
    async revalidateTag(tag) {
      unexpired.add(tag)
      await guarded(async () => undefined, undefined)
    },
    prepare: () => guarded(() => inner.prepare?.(), undefined),
  }
}
