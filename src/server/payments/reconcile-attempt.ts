import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { isFinalAttemptStatus } from '@/domain/payments/payment-attempt'
import { closeOpenAttempt, type Attempt } from './attempt-store'
import { paymentProvider } from './registry'
import { settlePayment } from './settle-payment'

/** The longest a provider call may take; past it, its outcome is unknown until the provider is asked. */
export const PROVIDER_CALL_MS = 20_000

/**
 * An attempt the provider knows nothing of is taken as never sent only this long after it was
 * recorded: far past the provider call's deadline (PROVIDER_CALL_MS), so a call still under way is
 * never mistaken for one that did not happen.
 */
const NEVER_REACHED_AFTER_MS = 2 * 60_000

/** What became of an open attempt once the provider was asked. */
export type Reconciled =
  /** The provider's final word is recorded (money kept, given back, or refused). */
  | 'settled'
  /** It took no money and can take none: closed ('voided'). */
  | 'closed'
  /** The card holder is still at the provider's 3-D Secure step (left open). */
  | 'open'
  /** Too young to tell whether it reached the provider: ask again later. */
  | 'in-flight'

/**
 * Settles an open attempt by asking its provider (DESIGN "Payments are a state machine"): never
 * voided or charged again without knowing how the first one ended. A final transaction is recorded;
 * one still at 3-D Secure is closed at the provider when `closeOpen` (the booking no longer takes
 * it, or its page has expired) — and if it finished meanwhile, that is recorded instead; one the
 * provider never saw is closed once it is old enough. A provider that cannot be reached is an error:
 * the attempt stays open for the next round.
 */
export async function reconcileAttempt(params: {
  payload: Payload
  attempt: Attempt
  closeOpen: boolean
  now: Date
}): Promise<Result<Reconciled>> {
  const { payload, attempt, now } = params
  if (isFinalAttemptStatus(attempt.status)) return { isOk: true, value: 'settled' }
  const provider = paymentProvider(payload, attempt.provider)
  if (!provider.isOk) return provider
  const known = await provider.value.lookup(attempt.reference).catch(() => failWith('PROVIDER_ERROR'))
  if (!known.isOk) return known
  const answer = known.value
  if (answer.kind === 'final') return settled(payload, attempt, answer.transaction, now)
  if (answer.kind === 'open') {
    if (!params.closeOpen) return { isOk: true, value: 'open' }
    const voided = await provider.value.voidPayment(answer.transactionId).catch(() => failWith('PROVIDER_ERROR'))
    if (!voided.isOk) return voided
    if (voided.value.kind === 'final') return settled(payload, attempt, voided.value.transaction, now)
  } else if (now.getTime() - new Date(attempt.createdAt).getTime() < NEVER_REACHED_AFTER_MS) {
    return { isOk: true, value: 'in-flight' }
  }
  const closed = await closeOpenAttempt({ payload, attempt, now })
  return closed.isOk ? { isOk: true, value: 'closed' } : closed
}

async function settled(
  payload: Payload,
  attempt: Attempt,
  transaction: Parameters<typeof settlePayment>[0]['transaction'],
  now: Date,
): Promise<Result<Reconciled>> {
  const result = await settlePayment({ payload, reference: attempt.reference, transaction, now })
  return result.isOk ? { isOk: true, value: 'settled' } : result
}
