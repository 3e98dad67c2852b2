import 'server-only'

import type { Payload } from 'payload'

import type { LookupInput } from '@/domain/booking/manage-lookup'
import { findBookingByVoucherAndName } from '@/server/bookings/booking-load'
import { withLookupLimit } from '@/server/security/lookup-limit'
import type { RateLimiter } from '@/server/security/rate-limit'

export type LookupOutcome = 'FOUND' | 'CANCELLED' | 'REQUESTED' | 'DECLINED' | 'NOT_FOUND' | 'TOO_MANY_ATTEMPTS'

/** The outcome of a booking found by voucher and last name, by its status. */
const OUTCOME_OF_STATUS: Readonly<Record<string, LookupOutcome>> = {
  confirmed: 'FOUND',
  cancelled: 'CANCELLED',
  requested: 'REQUESTED',
  declined: 'DECLINED',
}

/**
 * Opens a booking for managing by voucher number and last name (case and accents ignored). A
 * cancelled booking answers CANCELLED (its page says so and what was given back, issue 16 item 13);
 * a booking request answers REQUESTED (waiting for staff: nothing to pay or change yet) or DECLINED;
 * a wrong voucher, a wrong name or a temporary booking all answer NOT_FOUND alike; after five
 * failures in 15 minutes from one address or on one voucher, further tries are refused unseen
 * (the look-up limit shared with the booking API).
 */
export async function lookUpBooking(params: {
  payload: Payload
  ip: string
  input: LookupInput
  /** The shared look-up limiter unless given (tests). */
  limiter?: RateLimiter
}): Promise<LookupOutcome> {
  const { payload, input } = params
  const limited = await withLookupLimit({
    ip: params.ip,
    references: [input.voucherNumber],
    limiter: params.limiter,
    attempt: async (): Promise<LookupOutcome> => {
      const booking = await findBookingByVoucherAndName({ payload, ...input })
      return (booking && OUTCOME_OF_STATUS[booking.status]) ?? 'NOT_FOUND'
    },
    isFailure: (outcome) => outcome === 'NOT_FOUND',
  })
  return limited.isRefused ? 'TOO_MANY_ATTEMPTS' : limited.value
}
