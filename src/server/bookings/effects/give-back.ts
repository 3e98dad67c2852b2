import 'server-only'

import type { Payload } from 'payload'

import { failWith } from '@/domain/errors/result'
import { isCurrencyCode } from '@/domain/money/money'
import { faultPoint } from '@/server/faults/fault-point'
import { withDeadline } from '@/server/async/with-deadline'
import { PROVIDER_CALL_MS } from '@/server/payments/reconcile-attempt'
import { paymentProvider } from '@/server/payments/registry'

import { recordGiveBack } from '../commands/record-give-back'
import { readMoneyBooking } from '../money/booking-money'
import { refundKeys } from '@/domain/payments/refund-keys'
import { EffectFailed, EffectRefused } from './effect-failure'

/** The provider's answers that asking again cannot change: the payment is not one it can give back from. */
const REFUSED_FOR_GOOD: readonly string[] = ['PAYMENT_NOT_FOUND', 'AMOUNT_TOO_HIGH', 'UNKNOWN_PROVIDER']

/**
 * Gives back the refund or release recorded pending under `refundKey`: asks the provider that took
 * the payment, with the key as its idempotency key (asked twice, it gives back once), then records
 * its answer on the booking (or, for a provider that confirms later by callback, leaves it pending
 * for the callback to record). An unreachable provider is tried again; a refusal for good is recorded
 * as failed and handed to staff. Nothing to do once the refund is no longer pending.
 */
export async function performGiveBack(params: {
  payload: Payload
  bookingId: number
  refundKey: string
}): Promise<void> {
  const { payload, bookingId, refundKey } = params
  const booking = await readMoneyBooking(payload, bookingId)
  const recorded = booking.refunds ?? []
  const refund = recorded[refundKeys(recorded).indexOf(refundKey)]
  if (refund?.status !== 'pending') return
  const payment = (booking.payments ?? []).find((entry) => entry.transactionId === refund.transactionId)
  const provider = paymentProvider(payload, payment?.provider ?? undefined)
  const input = {
    transactionId: refund.transactionId,
    amount: { amount: refund.amount, currency: isCurrencyCode(refund.currency) ? refund.currency : 'ISK' },
    idempotencyKey: refundKey,
  }
  const answer = !provider.isOk
    ? provider
    : await withDeadline(
        refund.kind === 'refund' ? provider.value.refund(input) : provider.value.release(input),
        PROVIDER_CALL_MS,
      ).catch(() => failWith('PROVIDER_ERROR'))
  if (!answer.isOk && !REFUSED_FOR_GOOD.includes(answer.error.code)) throw new EffectFailed(answer.error.code)
  faultPoint('after-provider-refund')
  // Asked, and the provider confirms later by callback: the refund stays pending until then.
  if (answer.isOk && !answer.value.isConfirmed) return
  const outcome = answer.isOk ? { isDone: true as const, refundId: answer.value.refundId } : { isDone: false as const }
  const written = await recordGiveBack({ payload, bookingId, refundKey, outcome, now: new Date() })
  if (!written.isOk) throw new EffectFailed(written.error.code)
  if (!answer.isOk) throw new EffectRefused(answer.error.code)
}
