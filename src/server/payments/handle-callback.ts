import 'server-only'

import type { Payload } from 'payload'

import type { Result } from '@/domain/errors/result'
import { recordDepositWord } from '@/server/bookings/commands/deposit-record'
import { recordGiveBackConfirmation, recordProviderNotice } from '@/server/bookings/commands/record-provider-event'
import { performSoon } from '@/server/bookings/effects/perform-effects'

import type { CallbackRequest, PaymentProvider, ProviderEvent } from './provider'
import { settlePayment } from './settle-payment'

const EVENTS = 'payment-events'

export type CallbackAnswer = { readonly isDuplicate: boolean; readonly isChanged: boolean }

/**
 * A provider's callback: signature and timestamp checked by the adapter (every event of a batch,
 * before any is taken); an event already processed (its key recorded) changes nothing; a new one
 * settles the attempt (once, see settlePayment), records a refund's confirmation or a notice for
 * staff, its effects are performed, and only then is the event recorded — so a callback whose
 * settling failed (the database gone) is answered with an error and taken again when the provider
 * retries it.
 */
export async function handleCallback(params: {
  payload: Payload
  provider: PaymentProvider
  request: CallbackRequest
}): Promise<Result<CallbackAnswer>> {
  const { payload, provider, request } = params
  const events = provider.parseCallback(request)
  if (!events.isOk) return events
  let isDuplicate = events.value.length > 0
  let isChanged = false
  for (const event of events.value) {
    const eventKey = `${provider.name}:${event.eventId}`
    if (await isSeen(payload, eventKey)) continue
    const taken = await takeEvent(payload, event, request.now, provider.name)
    if (!taken.isOk) return taken
    await performSoon(payload, taken.value.effectIds)
    const isFirst = await recordEvent(payload, {
      eventKey,
      reference: taken.value.reference,
      transactionId: idOf(event),
    })
    isDuplicate &&= !isFirst
    isChanged ||= taken.value.isChanged
  }
  return { isOk: true, value: { isDuplicate, isChanged } }
}

type Taken = { readonly reference: string; readonly isChanged: boolean; readonly effectIds: readonly number[] }

async function takeEvent(payload: Payload, event: ProviderEvent, now: Date, provider: string): Promise<Result<Taken>> {
  switch (event.kind) {
    case 'payment': {
      const settled = await settlePayment({ payload, reference: event.reference, transaction: event.transaction, now })
      // A payment that is not one of our attempts (made in the provider's own back office): nothing
      // of ours changes, and the provider is told it was received so it stops sending it.
      if (!settled.isOk && settled.error.code === 'PAYMENT_NOT_FOUND') {
        return { isOk: true, value: { reference: event.reference, isChanged: false, effectIds: [] } }
      }
      if (!settled.isOk) return settled
      return { isOk: true, value: { reference: event.reference, ...settled.value } }
    }
    case 'give-back': {
      const recorded = await recordGiveBackConfirmation({ payload, ...event, now })
      return { isOk: true, value: { reference: event.refundId, isChanged: true, effectIds: recorded.effectIds } }
    }
    case 'notice': {
      const recorded = await recordProviderNotice({ payload, ...event })
      return { isOk: true, value: { reference: event.transactionId, isChanged: true, effectIds: recorded.effectIds } }
    }
    case 'deposit': {
      const { word } = event
      const recorded = await recordDepositWord({ payload, word, provider, eventId: event.eventId, now })
      const reference = 'reference' in word ? word.reference : word.holdId
      return { isOk: true, value: { reference, isChanged: recorded.isChanged, effectIds: recorded.effectIds } }
    }
    case 'noted':
      return { isOk: true, value: { reference: event.eventId, isChanged: false, effectIds: [] } }
  }
}

function idOf(event: ProviderEvent): string {
  switch (event.kind) {
    case 'payment':
      return event.transaction.transactionId
    case 'give-back':
    case 'notice':
      return event.transactionId
    case 'deposit':
      return 'holdId' in event.word ? event.word.holdId : event.word.reference
    case 'noted':
      return event.eventId
  }
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
