import 'server-only'

import { EffectRefused } from './effect-failure'

/**
 * A provider's notice that only staff can act on (a chargeback, a failed capture or refund): there
 * is nothing to try, so the effect goes to staff at once, named by the notice, on its booking.
 */
export function performProviderNotice(params: { notice: string }): Promise<void> {
  return Promise.reject(new EffectRefused(params.notice))
}
