import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import { performSoon } from '@/server/bookings/effects/perform-effects'

import type { CallbackRequest, PaymentProvider } from './provider'
import { settlePayment } from './settle-payment'

const EVENTS = 'payment-events'

export type CallbackAnswer = { readonly isDuplicate: boolean; readonly isChanged: boolean }

/**
 * A provider's callback: signature and timestamp checked by the adapter (400 when bad or stale);
 * an event already processed (its key recorded) changes nothing; a new one settles the attempt
 * (once, see settlePayment), its effects are performed, and only then is the event recorded — so a
 * callback whose settling failed (the database gone) is answered with an error and taken again
 * when the provider retries it.
 */
export async function handleCallback(params: {
  payload: Payload
  provider: PaymentProvider
  request: CallbackRequest
}): Promise<Result<CallbackAnswer>> {
  const { payload, provider, request } = params
  const event = provider.parseCallback(request)
  if (!event.isOk) return event
  const eventKey = `${provider.name}:${event.value.eventId}`
  if (await isSeen(payload, eventKey)) return { isOk: true, value: { isDuplicate: true, isChanged: false } }
  const settled = await settlePayment({
    payload,
    reference: event.value.reference,
    transaction: event.value.transaction,
    now: request.now,
  })
  if (!settled.isOk) return settled
  await performSoon(payload, settled.value.effectIds)
  const isFirst = await recordEvent(payload, {
    eventKey,
    reference: event.value.reference,
    transactionId: event.value.transaction.transactionId,
  })
  return { isOk: true, value: { isDuplicate: !isFirst, isChanged: settled.value.isChanged } }
}

async function isSeen(payload: Payload, eventKey: string): Promise<boolean> {
  return (await payload.count({ collection: EVENTS, where: { eventKey: { equals: eventKey } } })).totalDocs > 0
}

/** Records the event as processed; false when another delivery of it got there first. */
async function recordEvent(
  payload: Payload,
  data: { eventKey: string; reference: string; transactionId: string },
): Promise<boolean> {
  try {
    await payload.create({ collection: EVENTS, data, depth: 0 })
    return true
  } catch (error) {
    // Two deliveries at once: the unique index let one through.
    if (await isSeen(payload, data.eventKey)) return false
    throw error
  }
}
