import 'server-only'

import type { Payload } from 'payload'

import { isDepositReference } from '@/domain/bookings/deposit-hold'
import { recordDepositWord } from '@/server/bookings/commands/deposit-record'
import { performSoon } from '@/server/bookings/effects/perform-effects'

import type { PaymentProvider } from '../provider'

/**
 * The browser back from the provider's page after a deposit hold: what it brought proves nothing
 * by itself, so the provider is asked (lookupHold); a hold it confirms, or refuses for good, is
 * recorded as its callback would be (once, whichever comes first); anything else waits for the
 * callback. Answers whether it was a deposit's return at all.
 */
export async function handleDepositReturn(params: {
  payload: Payload
  provider: PaymentProvider
  query: URLSearchParams
  now: Date
}): Promise<boolean> {
  const { payload, provider, now } = params
  const returned = provider.handleReturn(params.query)
  if (!returned.isOk || !isDepositReference(returned.value.reference)) return false
  const { reference } = returned.value
  const found = await provider.lookupHold(reference, returned.value).catch(() => undefined)
  if (!found?.isOk || found.value.kind === 'open') return true
  const word =
    found.value.kind === 'held'
      ? { step: 'authorised' as const, reference, holdId: found.value.holdId, maskedPan: found.value.maskedPan }
      : { step: 'refused' as const, reference }
  const recorded = await recordDepositWord({
    payload,
    word,
    provider: provider.name,
    eventId: `return:${reference}`,
    now,
  })
  await performSoon(payload, recorded.effectIds)
  return true
}
