'use client'

import { useEffect } from 'react'

import { failedChunkOf, reloadForChunkFailure } from './chunk-failure'

/**
 * Listens for chunks that fail to load outside React's rendering (a script tag, a rejected
 * dynamic import) and reloads the page once for them (SPEC §8). Failures while rendering reach
 * the error pages, which do the same before they show themselves.
 */
export function ChunkFailureReload() {
  useEffect(() => {
    const onError = (event: Event) => {
      const failed = event instanceof ErrorEvent ? event.error : failedChunkOf(event)
      reloadForChunkFailure(failed)
    }
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkFailure(event.reason)
    // Capture: a script or link element's error does not bubble up to the window.
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
