import 'server-only'

import type { Payload } from 'payload'

import { givenBack } from '@/server/bookings/money/given-back'
import { isInOutbox } from '@/server/mail/outbox-store'
import { sendBookingMail } from '@/server/mail/send-booking-mail'

import type { ClaimedEffect, EffectInput } from './effect-types'

/**
 * Sends a booking e-mail once: the outbox keeps one message per effect key, so a try after a crash
 * between sending and marking the effect done finds it sent and sends nothing. A cancellation says
 * what was given back by the time it is sent. A booking without an e-mail address sends nothing.
 */
export async function performMail(params: {
  payload: Payload
  effect: ClaimedEffect
  input: Extract<EffectInput, { kind: 'mail' }>
}): Promise<void> {
  const { payload, effect, input } = params
  if (await isInOutbox(payload, effect.key)) return
  await sendBookingMail({
    payload,
    kind: input.mail,
    bookingId: effect.bookingId,
    payment: input.payment,
    cancellation: input.mail === 'booking-cancellation' ? await givenBack(payload, effect.bookingId) : undefined,
    effectKey: effect.key,
    now: new Date(),
  })
}
