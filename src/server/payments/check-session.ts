import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { isFinalAttemptStatus } from '@/domain/payments/payment-attempt'
import { withDeadline } from '@/server/async/with-deadline'

import { findAttemptByReference } from './attempt-store'
import { toPaymentAnswer, type PaymentAnswer } from './payment-answer'
import { PROVIDER_CALL_MS, reconcileAttempt } from './reconcile-attempt'

/** A payment reference as `newReference` makes them; anything else names no attempt. */
const REFERENCE_PATTERN = /^pay_[A-Za-z0-9_-]{20}$/

/**
 * SPEC §7 `check-session?id=`: where the payment `reference` stands. An attempt still open is
 * first reconciled with its provider (its final word recorded on the booking's ledger, as the
 * return link and the reconcile job do; an attempt at 3-D Secure is left open, never voided here);
 * a provider that does not answer in time leaves the status as recorded. PAYMENT_NOT_FOUND for a
 * reference of no attempt.
 */
export async function checkPaymentSession(params: {
  payload: Payload
  reference: string
  now: Date
}): Promise<Result<PaymentAnswer>> {
  const { payload, reference, now } = params
  if (!REFERENCE_PATTERN.test(reference)) return failWith('PAYMENT_NOT_FOUND')
  let attempt = await findAttemptByReference(payload, reference)
  if (!attempt) return failWith('PAYMENT_NOT_FOUND')
  if (!isFinalAttemptStatus(attempt.status)) {
    const reconciled = await withDeadline(
      reconcileAttempt({ payload, attempt, closeOpen: false, now }),
      PROVIDER_CALL_MS,
    ).catch(() => undefined)
    if (reconciled?.isOk && reconciled.value !== 'in-flight' && reconciled.value !== 'open') {
      attempt = (await findAttemptByReference(payload, reference)) ?? attempt
    }
  }
  const booking = await payload.findByID({
    collection: 'bookings',
    id: attempt.booking,
    depth: 0,
    select: { number: true },
  })
  return { isOk: true, value: toPaymentAnswer(attempt, booking.number ?? '') }
}
