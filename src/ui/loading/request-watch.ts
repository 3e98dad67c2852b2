/** What the loading bar hears about: a navigation or server request starting, ending or failing. */
export type RequestSignals = { start: () => void; end: () => void; fail: () => void }

/** Next.js marks its own requests: RSC payloads (navigation) and server actions. */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-action']
const PREFETCH_HEADER = 'next-router-prefetch'

/**
 * Watches the App Router's requests (page payloads and server actions, not prefetches) and clicks
 * on in-app links, until the returned function is called. Requests are seen through `fetch`,
 * which Next.js calls for both.
 */
export function watchRequests(signals: RequestSignals): () => void {
  const originalFetch = window.fetch
  window.fetch = async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    const isTracked = NEXT_REQUEST_HEADERS.some((name) => headers.has(name)) && !headers.has(PREFETCH_HEADER)
    if (!isTracked) return originalFetch(input, init)
    signals.start()
    try {
      const response = await originalFetch(input, init)
      if (response.ok) signals.end()
      else signals.fail()
      return response
    } catch (error) {
      signals.fail()
      throw error
    }
  }
  const onClick = (event: MouseEvent) => {
    if (isInAppNavigation(event)) signals.start()
  }
  document.addEventListener('click', onClick)
  return () => {
    window.fetch = originalFetch
    document.removeEventListener('click', onClick)
  }
}

function isInAppNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return false
  const url = new URL(link.href, window.location.href)
  const here = new URL(window.location.href)
  return url.origin === here.origin && (url.pathname !== here.pathname || url.search !== here.search)
}
