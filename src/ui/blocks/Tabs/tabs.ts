export type TabLike = { tabId?: string | null; title?: string | null }

/** Tabs without an id and a title are dropped (SPEC §5); ids are trimmed and the first of a repeated id wins. */
export function visibleTabs<T extends TabLike>(
  tabs: readonly T[] | null | undefined,
): (T & { tabId: string; title: string })[] {
  const seen = new Set<string>()
  const result: (T & { tabId: string; title: string })[] = []
  for (const tab of tabs ?? []) {
    const tabId = tab.tabId?.trim()
    const title = tab.title?.trim()
    if (!tabId || !title || seen.has(tabId)) continue
    seen.add(tabId)
    result.push({ ...tab, tabId, title })
  }
  return result
}

/** The tab named by a URL hash (`#winter`, percent-encoding allowed), or null. */
export function tabFromHash(hash: string, tabIds: readonly string[]): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (!raw) return null
  let id = raw
  try {
    id = decodeURIComponent(raw)
  } catch {
    id = raw
  }
  return tabIds.includes(id) ? id : null
}

/** The tab index reached from `current` with a key, per the WAI-ARIA tabs pattern; null for other keys. */
export function tabIndexForKey(key: string, current: number, total: number): number | null {
  if (total === 0) return null
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % total
    case 'ArrowLeft':
      return (current - 1 + total) % total
    case 'Home':
      return 0
    case 'End':
      return total - 1
    default:
      return null
  }
}
