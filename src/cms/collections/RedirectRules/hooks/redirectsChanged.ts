import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { REDIRECTS_CHANGED_AT } from '../../../../domain/redirects/redirects-changed'
import { purgePageCache } from '../../../hooks/purge-page-cache'

/**
 * Tells this process's redirect table (src/server/redirects, read by the proxy) that the rules
 * changed, so the next request loads them again, and empties the page cache in front of Next (a
 * kept page never reaches the proxy's redirects). Other app servers pick the change up within the
 * table's refresh interval.
 */
function markChanged(): void {
  ;(globalThis as Record<symbol, unknown>)[REDIRECTS_CHANGED_AT] = Date.now()
  purgePageCache()
}

export const redirectsChangedAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  markChanged()
  return doc
}

export const redirectsChangedAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  markChanged()
  return doc
}
