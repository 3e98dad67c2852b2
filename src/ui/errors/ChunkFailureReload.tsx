'use client'

import { useEffect } from 'react'

import { failedChunkOf, reloadForChunkFailure } from './chunk-failure'

/** How long after a click on an in-site link a failure counts as that navigation's. */
const NAVIGATION_WINDOW_MS = 10_000

/**
 * Listens for chunks that fail to load outside React's rendering (a script tag, a rejected
 * dynamic import) and reloads the page once for them (SPEC §8); when the failure stopped a
 * navigation before its address changed, the page the visitor asked for is loaded. Failures
 * while rendering reach the error pages, which do the same before they show themselves.
 */
export function ChunkFailureReload() {
  useEffect(() => {
    let clicked: { href: string; at: number } | null = null
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        clicked = { href: link.href, at: Date.now() }
      }
    }
    const pendingTarget = (): string | undefined =>
      clicked && Date.now() - clicked.at < NAVIGATION_WINDOW_MS && clicked.href !== window.location.href
        ? clicked.href
        : undefined
    const onError = (event: Event) => {
      const failed = event instanceof ErrorEvent ? event.error : failedChunkOf(event)
      reloadForChunkFailure(failed, pendingTarget())
    }
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkFailure(event.reason, pendingTarget())
    // Capture: a script or link element's error does not bubble up to the window.
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
