import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { withDeadline } from '@/server/async/with-deadline'
import { PROVIDER_CALL_MS } from '@/server/payments/reconcile-attempt'
import type { PaymentProvider, SettleHoldAnswer, SettleHoldInput } from '@/server/payments/provider'
import { paymentProvider } from '@/server/payments/registry'

import { recordDepositWord } from '../commands/deposit-record'
import { readMoneyBooking } from '../money/booking-money'
import { EffectFailed } from './effect-failure'
import type { EffectInput } from './effect-types'

/** The provider's answers that asking again cannot change: the hold is not one it can capture or release. */
const REFUSED_FOR_GOOD: readonly string[] = ['PAYMENT_NOT_FOUND', 'AMOUNT_TOO_HIGH', 'UNKNOWN_PROVIDER']

/** The deposit status each step is asked from: the step is moot once the deposit has left it. */
const WAITING_STATUS = { capture: 'capturing', release: 'releasing', extend: 'held' } as const

/** What the provider's answer to each step is, as the deposit records it: done, or refused. */
const WORDS = {
  capture: ['captured', 'capture-failed'],
  release: ['released', 'release-failed'],
  extend: ['extended', 'extend-failed'],
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
    const waiting = WAITING_STATUS[input.step]
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
    : await withDeadline(askProvider(provider.value, input.step, request), PROVIDER_CALL_MS).catch(() =>
        failWith('PROVIDER_ERROR'),
      )
  if (!answer.isOk && !REFUSED_FOR_GOOD.includes(answer.error.code)) throw new EffectFailed(answer.error.code)
  if (input.isStray) return
  // Asked, and the provider confirms by callback: the deposit waits for it.
  if (answer.isOk && !answer.value.isConfirmed) return
  const [done, refused] = WORDS[input.step]
  await recordDepositWord({
    payload,
    word: { step: answer.isOk ? done : refused, holdId: input.holdId },
    provider: input.provider,
    eventId: `effect:${params.effectKey}`,
    now: new Date(),
  })
}

function askProvider(
  provider: PaymentProvider,
  step: keyof typeof WAITING_STATUS,
  request: SettleHoldInput,
): Promise<Result<SettleHoldAnswer>> {
  switch (step) {
    case 'capture':
      return provider.captureHold(request)
    case 'release':
      return provider.releaseHold(request)
    case 'extend':
      return provider.extendHold(request)
  }
}
