'use client'

import { usePathname } from '@/i18n/navigation-client'
import { lazyComponent } from '@/ui/primitives/lazy-component'

import { isBackToTopPath } from './nav-rules'
import type { ChromePaths } from '@/server/cms/site-chrome'

// Its code is fetched only on the pages that show it.
const BackToTop = lazyComponent(() => import('./BackToTop').then((module) => module.BackToTop))

/** The back-to-top button on search and car pages only (paths from Company information). */
export function BackToTopOnPaths({ paths }: { paths: ChromePaths }) {
  const pathname = usePathname()
  return isBackToTopPath(pathname, paths) ? <BackToTop isShown /> : null
}
