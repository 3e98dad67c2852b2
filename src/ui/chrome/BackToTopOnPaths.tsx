'use client'

import { usePathname } from '@/i18n/navigation-client'

import { BackToTop } from './BackToTop'
import { isBackToTopPath } from './nav-rules'
import type { ChromePaths } from '@/server/cms/site-chrome'

/** The back-to-top button on search and car pages only (paths from Company information). */
export function BackToTopOnPaths({ paths }: { paths: ChromePaths }) {
  const pathname = usePathname()
  return <BackToTop isShown={isBackToTopPath(pathname, paths)} />
}
