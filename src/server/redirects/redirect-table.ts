import 'server-only'

import { buildRedirectTable, type RedirectRule, type RedirectTable } from '@/domain/redirects/redirect-rules'
import { REDIRECTS_CHANGED_AT } from '@/domain/redirects/redirects-changed'

/** How long a table is used before it is loaded again (other app servers' edits arrive within this). */
export const REFRESH_MS = 30_000
/** How long to wait after a failed load before trying again (the old table stays in use). */
const RETRY_MS = 5_000

type Cached = { table: RedirectTable; loadedAt: number; pending: Promise<RedirectTable> | null }

const EMPTY = buildRedirectTable([])
const SLOT = Symbol.for('vegur.redirects.table')

/**
 * The redirect table of this process, kept in memory (on `globalThis`, shared by the proxy's and
 * the server's bundles). It is loaded again when a rule changed in this process (the collection's
 * hooks note it), or after REFRESH_MS. While a load runs, the previous table answers.
 */
export async function redirectTable(params: {
  load: () => Promise<readonly RedirectRule[]>
  now?: number
}): Promise<RedirectTable> {
  const now = params.now ?? Date.now()
  const cached = cachedSlot()
  const changedAt = (globalThis as Record<symbol, unknown>)[REDIRECTS_CHANGED_AT]
  const isChanged = typeof changedAt === 'number' && changedAt >= cached.loadedAt
  const isOld = now - cached.loadedAt >= REFRESH_MS
  if ((isChanged || isOld) && !cached.pending) {
    cached.pending = params
      .load()
      .then((rules) => {
        cached.table = buildRedirectTable(rules)
        cached.loadedAt = now
        return cached.table
      })
      .catch((error: unknown) => {
        console.error(
          `[redirects] the rules could not be loaded: ${error instanceof Error ? error.message : 'unknown'}`,
        )
        cached.loadedAt = now - REFRESH_MS + RETRY_MS
        return cached.table
      })
      .finally(() => {
        cached.pending = null
      })
  }
  if (cached.pending && (cached.loadedAt === 0 || isChanged)) return cached.pending
  return cached.table
}

function cachedSlot(): Cached {
  const store = globalThis as Record<symbol, Cached | undefined>
  store[SLOT] ??= { table: EMPTY, loadedAt: 0, pending: null }
  return store[SLOT]
}
