/** Cached pages asked for on both servers twice a second: they should keep answering 200 through a stall. */
import { newVisitorIp } from './addresses'
import type { Cluster } from './cluster'
import { send } from './http'

export const CACHED_PAGES = ['/', '/about'] as const
export const PAGE_LABEL = 'cached page'

const EVERY_MS = 500

export function startPageProbe(cluster: Cluster): { stop(): Promise<void> } {
  let isStopped = false
  const visitorIp = newVisitorIp()
  const inFlight = new Set<Promise<unknown>>()
  const loop = (async () => {
    for (let n = 0; !isStopped; n += 1) {
      const target = cluster.target(n % 2 === 0 ? 'A' : 'B')
      const path = CACHED_PAGES[Math.floor(n / 2) % CACHED_PAGES.length] ?? '/'
      // Not awaited: a page that hangs must not keep the next one from being asked.
      const asked = send({ target, label: PAGE_LABEL, path, visitorIp })
      inFlight.add(asked)
      void asked.then(() => inFlight.delete(asked))
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS))
    }
  })()
  return {
    async stop() {
      isStopped = true
      await loop
      await Promise.all(inFlight)
    },
  }
}
