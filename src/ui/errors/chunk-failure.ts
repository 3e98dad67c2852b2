import { isChunkLoadError, parseReloadTime, shouldReloadForChunkFailure } from '@/domain/errors/chunk-reload'

/** Where this tab keeps the time of its last reload for a failed chunk. */
const RELOAD_AT_KEY = 'vegur:chunk-reload-at'

/**
 * Reloads the page for a failed chunk load, once, and not again within 60 s (SPEC §8): returns
 * true when the page is reloading, false when the error is another one or the reload was spent,
 * so the caller shows the error page. When the failure stopped a navigation still under way,
 * `target` is where it was going, and that page is loaded instead.
 */
export function reloadForChunkFailure(error: unknown, target?: string): boolean {
  if (!willReloadForChunkFailure(error)) return false
  try {
    window.sessionStorage.setItem(RELOAD_AT_KEY, String(Date.now()))
  } catch {
    // Storage full: without a record a chunk that stays missing would reload forever.
    return false
  }
  if (target) window.location.assign(target)
  else window.location.reload()
  return true
}

/** Whether reloadForChunkFailure would reload for this error now (it changes nothing). */
export function willReloadForChunkFailure(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  const stored = readStored()
  // Without storage there is no record, and a chunk that stays missing would reload forever.
  if (stored === undefined) return false
  return shouldReloadForChunkFailure({ lastReloadAt: parseReloadTime(stored), now: Date.now() })
}

/** The stored time; undefined when the browser refuses storage. */
function readStored(): string | null | undefined {
  try {
    return window.sessionStorage.getItem(RELOAD_AT_KEY)
  } catch {
    return undefined
  }
}

/** A script or style of the app's own build that failed to load, seen as an element's error event. */
export function failedChunkOf(event: Event): Error | null {
  const target = event.target
  const url =
    target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement ? target.href : undefined
  if (!url || !new URL(url, window.location.href).pathname.startsWith('/_next/static/')) return null
  return Object.assign(new Error(`Failed to load chunk ${url}`), { name: 'ChunkLoadError' })
}
