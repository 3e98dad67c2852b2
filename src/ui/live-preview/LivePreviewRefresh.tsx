'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the admin's live preview frame: tells the admin the page is ready, and renders the page again
 * on the server each time the admin saves a draft (autosave) or publishes, Payload's
 * `payload-document-event`. Messages from any other origin are ignored.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== origin || typeof event.data !== 'object' || event.data === null) return
      if ((event.data as { type?: unknown }).type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
