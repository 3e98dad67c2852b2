import 'server-only'

import { setTimeout as sleep } from 'node:timers/promises'

import { SIGNATURE_HEADER, signatureHeader } from '../signature'

/** Waits before each delivery: at once, then again after 2 s and 10 s. */
const TRIES_MS = [0, 2_000, 10_000]
const DEADLINE_MS = 10_000

/**
 * Posts a signed callback to `url` in the background, as a provider delivers its webhooks: a few
 * tries, each with a deadline, each signed anew. A callback never delivered is no loss and is not
 * logged (it is the provider's side): ours settles an attempt from the create answer, the return
 * or a look-up as well.
 */
export function deliverCallback(params: { url: string; secret: string; body: string }): void {
  void deliver(params)
}

async function deliver(params: { url: string; secret: string; body: string }): Promise<void> {
  for (const wait of TRIES_MS) {
    // Unreferenced: a delivery still waiting never keeps the process alive.
    await sleep(wait, undefined, { ref: false })
    const now = new Date()
    try {
      const response = await fetch(params.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureHeader({ secret: params.secret, body: params.body, now }),
        },
        body: params.body,
        signal: AbortSignal.timeout(DEADLINE_MS),
      })
      // A 4xx is our endpoint refusing the callback for good (a bad signature): asking again changes nothing.
      if (response.status < 500) return
    } catch {
      // unreachable for now: the next try
    }
  }
}
