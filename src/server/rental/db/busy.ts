import 'server-only'

/**
 * True for errors that mean "try again": SQLite's write lock held by another connection
 * (SQLITE_BUSY, "database is locked"), or a PostgreSQL deadlock or serialization failure.
 */
export function isRetryableDbError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (code === 'SQLITE_BUSY' || code === '40P01' || code === '40001') return true
    if (typeof message === 'string' && /SQLITE_BUSY|database is locked/i.test(message)) return true
    current = cause
  }
  return false
}

/** A short random wait that grows with the attempt: 5-10 ms, then up to about 160 ms. */
export function backoffMs(attempt: number): number {
  const base = Math.min(5 * 2 ** attempt, 160)
  return base / 2 + Math.random() * (base / 2)
}
