import 'server-only'

import type { Payload } from 'payload'

import { waitWithinRequest } from '@/server/async/request-deadline'
import { withDeadline } from '@/server/async/with-deadline'

import { claimEffects, markEffectDone, markEffectFailed } from './effect-store'
import type { ClaimedEffect } from './effect-types'
import { EffectRefused, failureCode } from './effect-failure'
import { performGiveBack } from './give-back'
import { performCloseAttempt } from './close-attempt'
import { performDeposit } from './deposit'
import { performHandoverMail } from './handover-mail'
import { performMail } from './mail'
import { performProviderNotice } from './provider-notice'

/** Longest one effect may take (an e-mail with its PDF, a provider call with its own deadline). */
const EFFECT_DEADLINE_MS = 60_000

/** How long a request waits for the effects of its change before it answers; the rest carries on. */
const REQUEST_WAIT_MS = 5_000

export type EffectsRound = { readonly done: number; readonly retried: number; readonly needAttention: number }

/**
 * One round of the effects worker: claims the due effects (or only `ids`) and performs each in
 * order; a success is done for good, a failure is tried again after its back-off or, after the last
 * try or a provider's refusal for good, handed to staff. One log line per failure: the kind, the
 * booking, a code, never addresses or card data.
 */
export async function performEffects(params: {
  payload: Payload
  limit?: number | undefined
  ids?: readonly number[] | undefined
}): Promise<EffectsRound> {
  const { payload } = params
  const claimed = await claimEffects({ payload, now: new Date(), limit: params.limit ?? 25, ids: params.ids })
  let done = 0
  let retried = 0
  let needAttention = 0
  for (const effect of claimed) {
    try {
      await withDeadline(perform(payload, effect), EFFECT_DEADLINE_MS)
      await markEffectDone({ payload, id: effect.id, now: new Date() })
      done += 1
    } catch (error) {
      const reason = failureCode(error)
      const status = await markEffectFailed({
        payload,
        effect,
        reason,
        isFinal: error instanceof EffectRefused,
        now: new Date(),
      }).catch(() => 'pending' as const)
      if (status === 'needs-attention') needAttention += 1
      else retried += 1
      console.error(
        `[effect ${effect.input.kind}] booking ${effect.bookingId}: ${reason} (try ${effect.attempts}${status === 'needs-attention' ? ', needs attention' : ', will retry'})`,
      )
    }
  }
  return { done, retried, needAttention }
}

function perform(payload: Payload, effect: ClaimedEffect): Promise<void> {
  const { input } = effect
  switch (input.kind) {
    case 'mail':
      return performMail({ payload, effect, input })
    case 'give-back':
      return performGiveBack({ payload, bookingId: effect.bookingId, refundKey: input.refundKey })
    case 'close-attempt':
      return performCloseAttempt({ payload, reference: input.reference })
    case 'provider-notice':
      return performProviderNotice({ notice: input.notice })
    case 'deposit':
      return performDeposit({ payload, bookingId: effect.bookingId, effectKey: effect.key, input })
    case 'handover-mail':
      return performHandoverMail({ payload, effect, mail: input.mail, chargeId: input.chargeId })
  }
}

/**
 * Performs the effects a change just committed, at once, waiting for them at most REQUEST_WAIT_MS
 * (less when the request has less time left):
 * what a request does after its command, so the renter has the e-mail and the refund is asked
 * while they wait. Only a head start: the effects are recorded, so the worker's next round performs
 * whatever this could not (a failure, a crash, a deadline).
 */
export async function performSoon(payload: Payload, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  // The effects carry on after the request has answered; nothing in them reads its deadline.
  const performing = performEffects({ payload, ids })
  const running = leftRunning()
  running.add(performing)
  void performing.finally(() => running.delete(performing)).catch(() => undefined)
  await withDeadline(performing, waitWithinRequest(REQUEST_WAIT_MS)).catch(() => undefined)
}

/**
 * Waits, at most `ms`, for the effects requests started and did not wait for to the end: what closes
 * the database (a test file ending) lets them finish first instead of failing them.
 */
export async function effectsLeftRunning(ms: number): Promise<void> {
  await withDeadline(Promise.allSettled([...leftRunning()]), ms).catch(() => undefined)
}

/** On globalThis, so every copy of this module a bundle holds sees the same. */
const LEFT_RUNNING = Symbol.for('vegur.effects.leftRunning')

function leftRunning(): Set<Promise<unknown>> {
  const global = globalThis as Record<symbol, Set<Promise<unknown>> | undefined>
  global[LEFT_RUNNING] ??= new Set()
  return global[LEFT_RUNNING]
}
