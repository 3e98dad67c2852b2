import type { Payload } from 'payload'

import { isLookupRefused, LOOKUP_WINDOW_MS, lookupLimitKeys, type LookupInput } from '@/domain/manage-lookup'
import { findBookingByVoucherAndName } from '@/server/rental/booking-load'

import type { FailureStore } from './rate-limit'

export type LookupOutcome = 'FOUND' | 'NOT_FOUND' | 'TOO_MANY_ATTEMPTS'

/**
 * Opens a booking for managing by voucher number and last name (case and accents ignored). A wrong
 * voucher, a wrong name, a temporary or cancelled booking all answer NOT_FOUND alike; after five
 * failures in 15 minutes from one address or on one voucher, further tries are refused unseen.
 */
export async function lookUpBooking(params: {
  payload: Payload
  store: FailureStore
  ip: string
  input: LookupInput
  now: Date
}): Promise<LookupOutcome> {
  const { store, input } = params
  const now = params.now.getTime()
  const keys = lookupLimitKeys({ ip: params.ip, voucherNumber: input.voucherNumber })
  const counts = await Promise.all(keys.map((key) => store.count(key, now, LOOKUP_WINDOW_MS)))
  if (isLookupRefused(counts)) return 'TOO_MANY_ATTEMPTS'
  const booking = await findBookingByVoucherAndName({ payload: params.payload, ...input })
  if (booking?.status === 'confirmed') return 'FOUND'
  await Promise.all(keys.map((key) => store.record(key, now, LOOKUP_WINDOW_MS)))
  return 'NOT_FOUND'
}
