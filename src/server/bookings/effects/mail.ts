import 'server-only'

import type { Payload } from 'payload'

import { localeOr } from '@/i18n/locales'
import { givenBack } from '@/server/bookings/money/given-back'
import { paymentLinkUrl } from '@/server/manage/payment-link'
import { isInOutbox } from '@/server/mail/outbox-store'
import { sendBookingMail } from '@/server/mail/send-booking-mail'

import type { ClaimedEffect, EffectInput } from './effect-types'

/**
 * Sends a booking e-mail once: the outbox keeps one message per effect key, so a try after a crash
 * between sending and marking the effect done finds it sent and sends nothing. A cancellation says
 * what was given back by the time it is sent. A booking without an e-mail address sends nothing. A payment link is signed
 * here, when it is sent, so no link is kept in the outbox's rows.
 */
export async function performMail(params: {
  payload: Payload
  effect: ClaimedEffect
  input: Extract<EffectInput, { kind: 'mail' }>
}): Promise<void> {
  const { payload, effect, input } = params
  if (await isInOutbox(payload, effect.key)) return
  await sendBookingMail({
    paymentLink: input.linkExpiresAt ? await paymentLinkOf(payload, effect.bookingId, input.linkExpiresAt) : undefined,
    refunded: input.refunded,
    payload,
    kind: input.mail,
    bookingId: effect.bookingId,
    payment: input.payment,
    cancellation: input.mail === 'booking-cancellation' ? await givenBack(payload, effect.bookingId) : undefined,
    effectKey: effect.key,
    now: new Date(),
  })
}

/** The link of a payment-link e-mail, signed as it is sent, in the booking's language. */
async function paymentLinkOf(payload: Payload, bookingId: number, expiry: string) {
  const booking = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    disableErrors: true,
    select: { voucherNumber: true, locale: true },
  })
  if (!booking) return undefined
  const expiresAt = new Date(expiry)
  const url = paymentLinkUrl({
    bookingId,
    voucherNumber: booking.voucherNumber,
    expiresAt,
    locale: localeOr(booking.locale),
  })
  return { url, expiresAt }
}
