import 'server-only'

import type { Payload } from 'payload'

import { findAttemptByReference } from '@/server/payments/attempt-store'
import { reconcileAttempt } from '@/server/payments/reconcile-attempt'

import { EffectFailed } from './effect-failure'

/**
 * Closes the open payment attempt `reference` of a booking that no longer takes money (cancelled):
 * the provider is asked first, so one that finished meanwhile is recorded (and given back, the
 * booking taking nothing) instead of closed blind. An attempt too young to tell, or a provider that
 * cannot be reached, is tried again.
 */
export async function performCloseAttempt(params: { payload: Payload; reference: string }): Promise<void> {
  const { payload, reference } = params
  const attempt = await findAttemptByReference(payload, reference)
  if (!attempt) return
  const reconciled = await reconcileAttempt({ payload, attempt, closeOpen: true, now: new Date() })
  if (!reconciled.isOk) throw new EffectFailed(reconciled.error.code)
  if (reconciled.value === 'in-flight') throw new EffectFailed('ATTEMPT_IN_FLIGHT')
}
