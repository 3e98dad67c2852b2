import type { EcommercePayload, DataLayerPush } from '@/domain/tracking/tracking-events'
import { CONSENT_COOKIE, parseConsent } from '@/domain/tracking/consent'

import { createTracker, type Tracker } from './tracker'

declare global {
  interface Window {
    dataLayer?: DataLayerPush[]
  }
}

let tracker: Tracker | undefined

/** Sends a tracking event from the browser (see createTracker for consent and waiting). */
export function track(name: string, ecommerce: EcommercePayload): void {
  tracker ??= createTracker({
    dataLayer: () => (Array.isArray(window.dataLayer) ? window.dataLayer : undefined),
    consent: () => parseConsent(cookieValue(CONSENT_COOKIE)),
    warn: (message) => console.warn(message),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
  })
  tracker.track(name, ecommerce)
}

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}
