import 'server-only'

import type { Payload } from 'payload'

import { failWith } from '@/domain/errors/result'
import { withDeadline } from '@/server/async/with-deadline'
import { PROVIDER_CALL_MS } from '@/server/payments/reconcile-attempt'
import { paymentProvider } from '@/server/payments/registry'

import { recordDepositWord } from '../commands/deposit-record'
import { readMoneyBooking } from '../money/booking-money'
import { EffectFailed } from './effect-failure'
import type { EffectInput } from './effect-types'

/** The provider's answers that asking again cannot change: the hold is not one it can capture or release. */
const REFUSED_FOR_GOOD: readonly string[] = ['PAYMENT_NOT_FOUND', 'AMOUNT_TOO_HIGH', 'UNKNOWN_PROVIDER']

/**
 * Each step: the deposit status it is asked from (moot once the deposit has left it), the provider
 * call, and the words its answer is recorded as (done, refused).
 */
const STEPS = {
  capture: { waiting: 'capturing', done: 'captured', refused: 'capture-failed', ask: 'captureHold' },
  release: { waiting: 'releasing', done: 'released', refused: 'release-failed', ask: 'releaseHold' },
  extend: { waiting: 'held', done: 'extended', refused: 'extend-failed', ask: 'extendHold' },
} as const

/**
 * Captures part of the booking's deposit hold or releases it, as recorded (capturing or releasing)
 * on the booking, or extends a hold still held (ADR 031): asks the provider that holds it with a
 * key of its own (`deposit-capture-{hold}-{asked}`: asked twice, it acts once), then records its
 * answer (a provider that confirms by callback leaves it to the callback). Nothing to do once the
 * deposit is no longer waiting for this step. A refusal for good puts the hold back as held (or
 * leaves it held) and lists it for staff; an unreachable provider is tried again. A stray hold (not
 * the booking's) is only released.
 */
export async function performDeposit(params: {
  payload: Payload
  bookingId: number
  effectKey: string
  input: Extract<EffectInput, { kind: 'deposit' }>
}): Promise<void> {
  const { payload, input } = params
  if (!input.isStray) {
    const booking = await readMoneyBooking(payload, params.bookingId)
    const { waiting } = STEPS[input.step]
    if (booking.deposit?.status !== waiting || booking.deposit.holdId !== input.holdId) return
  }
  const provider = paymentProvider(payload, input.provider)
  const request = {
    holdId: input.holdId,
    amount: { amount: input.amount, currency: 'ISK' as const },
    idempotencyKey: `deposit-${input.step}-${input.holdId}-${input.askedAt}`,
    reference: input.reference,
  }
  const answer = !provider.isOk
    ? provider
    : await withDeadline(provider.value[STEPS[input.step].ask](request), PROVIDER_CALL_MS).catch(() =>
        failWith('PROVIDER_ERROR'),
      )
  if (!answer.isOk && !REFUSED_FOR_GOOD.includes(answer.error.code)) throw new EffectFailed(answer.error.code)
  if (input.isStray) return
  // Asked, and the provider confirms by callback: the deposit waits for it.
  if (answer.isOk && !answer.value.isConfirmed) return
  const { done, refused } = STEPS[input.step]
  await recordDepositWord({
    payload,
    word: { step: answer.isOk ? done : refused, holdId: input.holdId },
    provider: input.provider,
    eventId: `effect:${params.effectKey}`,
    now: new Date(),
  })
}
