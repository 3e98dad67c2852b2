import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'

import type { CallbackRequest, PaymentProvider } from './provider'
import { settlePayment } from './settle-payment'

const EVENTS = 'payment-events'

export type CallbackAnswer = { readonly isDuplicate: boolean; readonly isChanged: boolean }

/**
 * A provider's callback: signature and timestamp checked by the adapter (400 when bad or stale),
 * then the event is recorded under its unique key, so a replayed or duplicated callback is refused
 * by the database and changes nothing; a new event settles the attempt (once, see settlePayment).
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
  const isNew = await recordEvent(payload, {
    eventKey,
    reference: event.value.reference,
    transactionId: event.value.transaction.transactionId,
  })
  if (!isNew) return { isOk: true, value: { isDuplicate: true, isChanged: false } }
  const settled = await settlePayment({
    payload,
    reference: event.value.reference,
    transaction: event.value.transaction,
    now: request.now,
  })
  if (!settled.isOk) return settled
  return { isOk: true, value: { isDuplicate: false, isChanged: settled.value.isChanged } }
}

async function recordEvent(
  payload: Payload,
  data: { eventKey: string; reference: string; transactionId: string },
): Promise<boolean> {
  const seen = async () =>
    (await payload.count({ collection: EVENTS, where: { eventKey: { equals: data.eventKey } } })).totalDocs > 0
  if (await seen()) return false
  try {
    await payload.create({ collection: EVENTS, data, depth: 0 })
    return true
  } catch (error) {
    // Two deliveries at once: the unique index let one through.
    if (await seen()) return false
    throw error
  }
}
