import 'server-only'

import { DATABASE_OUTAGE_SEEN_AT, databaseOutageReason } from '@/domain/errors/database-outage'

/**
 * A failure the database caused (unreachable, stalled, restarting): one line naming where and the
 * reason's code, never a stack trace, the statement or the connection URL; and a note on
 * globalThis that the database failed now, for our server's 503 page (scripts/serve/outage-page.mjs).
 * Answers false when `error` is not such a failure (then the caller reports it as a bug).
 */
export function reportIfDatabaseOutage(where: string, error: unknown): boolean {
  const reason = databaseOutageReason(error)
  if (!reason) return false
  noteDatabaseOutage()
  console.error(databaseOutageLine(where, reason))
  return true
}

export function databaseOutageLine(where: string, reason: string): string {
  return `[database] unavailable (${reason}): ${where}`
}

export function noteDatabaseOutage(now = Date.now()): void {
  ;(globalThis as Record<symbol, unknown>)[DATABASE_OUTAGE_SEEN_AT] = now
}
