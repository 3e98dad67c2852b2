import type { ChromePaths, MenuItem } from '@/server/cms/site-chrome'

/** Route matching for menus and page-dependent chrome; paths are without the language prefix. */

/** `/about/?x=1#top` and `/about` are the same page. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  return withSlash.replace(/\/+$/, '') || '/'
}

export function isSamePath(a: string, b: string): boolean {
  return normalizePath(a) === normalizePath(b)
}

/** True when `pathname` is `base` or below it (`/car` covers `/car/12`, not `/cars`). */
export function isUnderPath(pathname: string, base: string): boolean {
  const path = normalizePath(pathname)
  const root = normalizePath(base)
  if (root === '/') return path === '/'
  return path === root || path.startsWith(`${root}/`)
}

/** The header item (with sub-pages) that `pathname` is, or is a sub-page of; else null. */
export function activeSection(items: readonly MenuItem[], pathname: string): MenuItem | null {
  return (
    items.find(
      (item) =>
        item.subPages.length > 0 &&
        (isSamePath(item.url, pathname) || item.subPages.some((sub) => isSamePath(sub.url, pathname))),
    ) ?? null
  )
}

/** The index of the item whose own or sub-page url matches `pathname`, or null. */
export function activeItemIndex(items: readonly MenuItem[], pathname: string): number | null {
  const index = items.findIndex(
    (item) => isSamePath(item.url, pathname) || item.subPages.some((sub) => isSamePath(sub.url, pathname)),
  )
  return index >= 0 ? index : null
}

/** The back-to-top button belongs on search and car pages only. */
export function isBackToTopPath(pathname: string, paths: Pick<ChromePaths, 'search' | 'car' | 'library'>): boolean {
  return [paths.search, paths.car, '/cars', paths.library].some((base) => isUnderPath(pathname, base))
}
