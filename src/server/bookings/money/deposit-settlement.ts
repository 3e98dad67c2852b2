import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Booking } from '@/payload-types'

import { recordEffects } from '../effects/effect-store'

/**
 * Inside a write transaction under the booking's money lock: records the held deposit capturing
 * `captured` (the rest released with it) or releasing (`captured` 0 and step release), and the
 * deposit effect that asks its provider. The caller has checked the hold (captureCheck,
 * releaseCheck) and writes its own audit entry. The capture or release stands when the provider
 * confirms it (recordDepositWord).
 */
export async function askDepositSettlement(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  booking: Booking
  step: 'capture' | 'release'
  captured: number
  reason: string | null
  now: Date
}): Promise<number[]> {
  const { payload, req, booking, step, now } = params
  const deposit = booking.deposit
  const holdId = deposit?.holdId ?? ''
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    req,
    depth: 0,
    data: {
      deposit: {
        ...deposit,
        status: step === 'capture' ? 'capturing' : 'releasing',
        settlingAt: now.toISOString(),
        capturedAmount: step === 'capture' ? params.captured : 0,
        reason: step === 'capture' ? (params.reason?.trim() ?? null) : null,
      },
    },
  })
  return recordEffects({
    payload,
    req,
    effects: [
      {
        key: `deposit:${step}:${holdId}:${now.getTime()}`,
        bookingId: booking.id,
        input: {
          kind: 'deposit',
          step,
          holdId,
          provider: deposit?.provider ?? '',
          reference: deposit?.reference ?? '',
          amount: step === 'capture' ? params.captured : (deposit?.amount ?? 0),
          askedAt: now.getTime(),
        },
      },
    ],
  })
}
