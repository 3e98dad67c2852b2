'use client'

import { useEffect } from 'react'

import { injectSnippet } from './snippet-dom'
import type { Snippets } from '@/server/cms/site-chrome'

/**
 * Starts the statistics and session-recording snippets. It only ever receives them after the
 * visitor agreed to cookies; nothing of them is rendered as HTML.
 */
export function ConsentSnippets({ snippets }: { snippets: Snippets | null }) {
  useEffect(() => {
    if (!snippets) return
    injectSnippet('head', snippets.head, document)
    injectSnippet('openBody', snippets.openBody, document)
    injectSnippet('closeBody', snippets.closeBody, document)
  }, [snippets])
  return null
}
