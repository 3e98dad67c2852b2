import { PURGE_PAGE_CACHE } from '../../domain/content/page-cache-purge'

/**
 * Empties our server's page cache in front of Next (ADR 013), so the next visitor's request reaches
 * Next and its own cache. Nothing to do outside our server (the Payload CLI, `next start`, tests).
 */
export function purgePageCache(): void {
  const purge = (globalThis as Record<symbol, unknown>)[PURGE_PAGE_CACHE]
  if (typeof purge === 'function') purge()
}
