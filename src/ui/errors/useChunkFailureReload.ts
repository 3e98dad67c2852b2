'use client'

import { useEffect, useState } from 'react'

import { reloadForChunkFailure, willReloadForChunkFailure } from './chunk-failure'

/**
 * For an error page: reloads the page once when the error is a failed chunk load (SPEC §8) and
 * says so while it does; a spent reload (within 60 s) or any other error leaves the page to show.
 */
export function useChunkFailureReload(error: unknown): boolean {
  const [isReloading] = useState(() => willReloadForChunkFailure(error))
  useEffect(() => {
    if (isReloading) reloadForChunkFailure(error)
  }, [error, isReloading])
  return isReloading
}
