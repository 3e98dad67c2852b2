/** SPEC §8, §9: a failed chunk load reloads the page once, at most once every 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000

/**
 * Whether an error is a script or style chunk that could not be loaded (a new deployment removed
 * it, or the network dropped it): webpack and Turbopack name it ChunkLoadError; browsers word a
 * failed dynamic import in their own way.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(message))
}

const CHUNK_FAILURE_MESSAGES = [
  /^Loading (CSS )?chunk [\w/.-]+ failed/,
  /^Failed to load chunk /,
  /^Failed to fetch dynamically imported module/,
  /^Importing a module script failed/,
  /^error loading dynamically imported module/,
]

/**
 * Whether to reload the page after a chunk failure, given when this browser tab last reloaded for
 * one (null: never, or an unreadable record): yes unless that was less than 60 s ago, so a chunk
 * that stays missing shows the error page instead of reloading forever.
 */
export function shouldReloadForChunkFailure(params: { lastReloadAt: number | null; now: number }): boolean {
  const { lastReloadAt, now } = params
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS
}

/** Reads the stored time of the last reload (a string from session storage). */
export function parseReloadTime(stored: string | null): number | null {
  if (stored === null || !/^\d{1,16}$/.test(stored)) return null
  return Number(stored)
}
