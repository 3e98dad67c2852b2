import {
  DATA_LAYER_INTERVAL_MS,
  DATA_LAYER_TRIES,
  dataLayerPushes,
  type DataLayerPush,
  type EcommercePayload,
} from '@/domain/tracking/tracking-events'
import type { Consent } from '@/domain/tracking/consent'

/** What the tracker needs from the browser, so tests can hand in their own. */
export type TrackerEnv = {
  dataLayer: () => { push: (entry: DataLayerPush) => unknown } | undefined
  consent: () => Consent | null
  warn: (message: string) => void
  setTimeout: (run: () => void, ms: number) => unknown
}

export type Tracker = { track: (name: string, ecommerce: EcommercePayload) => void }

/** How often a queued event looks again for the visitor's cookie choice. */
const CONSENT_POLL_MS = 500

/**
 * Sends events to the data layer, only with statistics consent: events before the choice wait
 * for it (Agree sends them, Close drops them). The data layer is looked for up to 5 times, 500 ms
 * apart, then a warning and nothing sent (SPEC §4). Unknown event names are warned about and
 * dropped (SPEC §5).
 */
export function createTracker(env: TrackerEnv): Tracker {
  let waiting: DataLayerPush[][] = []
  let isPolling = false

  const deliver = (pushes: DataLayerPush[], attempt = 1): void => {
    const layer = env.dataLayer()
    if (layer) {
      for (const push of pushes) layer.push(push)
      return
    }
    if (attempt >= DATA_LAYER_TRIES) {
      env.warn('Tracking: the data layer is unavailable; event not sent')
      return
    }
    env.setTimeout(() => deliver(pushes, attempt + 1), DATA_LAYER_INTERVAL_MS)
  }

  const pollConsent = (): void => {
    const consent = env.consent()
    if (consent === null) {
      env.setTimeout(pollConsent, CONSENT_POLL_MS)
      return
    }
    isPolling = false
    const queued = waiting
    waiting = []
    if (consent === 'granted') for (const pushes of queued) deliver(pushes)
  }

  return {
    track(name, ecommerce) {
      const prepared = dataLayerPushes(name, ecommerce)
      if (!prepared.isOk) {
        env.warn(prepared.warning)
        return
      }
      const consent = env.consent()
      if (consent === 'granted') deliver(prepared.pushes)
      if (consent !== null) return
      waiting.push(prepared.pushes)
      if (isPolling) return
      isPolling = true
      env.setTimeout(pollConsent, CONSENT_POLL_MS)
    },
  }
}
