'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

const EVERY_MS = 4_000
/** After this long the visitor has the e-mail to wait for; the page stops asking. */
const FOR_MS = 10 * 60_000

/**
 * Renders nothing; while a payment's outcome is not known yet, asks the server for the page again
 * every few seconds, so the visitor sees it settle without reloading (and never pays twice).
 */
export function RefreshWhilePending() {
  const router = useRouter()
  useEffect(() => {
    const startedAt = Date.now()
    const timer = setInterval(() => {
      if (Date.now() - startedAt > FOR_MS) clearInterval(timer)
      else router.refresh()
    }, EVERY_MS)
    return () => clearInterval(timer)
  }, [router])
  return null
}
