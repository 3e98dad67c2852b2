import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { REDIRECTS_CHANGED_AT } from '../../../../domain/redirects/redirects-changed'

/**
 * Tells this process's redirect table (src/server/redirects, read by the proxy) that the rules
 * changed, so the next request loads them again. Other app servers pick the change up within the
 * table's refresh interval.
 */
function markChanged(): void {
  ;(globalThis as Record<symbol, unknown>)[REDIRECTS_CHANGED_AT] = Date.now()
}

export const redirectsChangedAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  markChanged()
  return doc
}

export const redirectsChangedAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  markChanged()
  return doc
}
