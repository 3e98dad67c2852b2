import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { paymentLinkExpiry } from '@/server/manage/payment-link'

import { ledgerOf, paymentRates, readMoneyBooking } from '../money/booking-money'
import { sendMailByStaff, type StaffMailOutcome } from './staff-mail'

export type PaymentLinkRefusal = 'NOT_CONFIRMED' | 'NOTHING_DUE' | 'NO_EMAIL'

/**
 * Command "send a payment link": staff e-mail the renter a link that opens their confirmed booking
 * at manage's payment step, to pay what is left (in their language, through the outbox), valid for
 * PAYMENT_LINK_DAYS. Refused when the booking is not confirmed, nothing is due or there is no
 * e-mail address. The audit entry records who sent it, the balance it was sent for and until when
 * it works; the link itself is signed when the e-mail is sent and kept nowhere else.
 */
export async function sendPaymentLink(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  requestKey: string
  now: Date
}): Promise<StaffMailOutcome<PaymentLinkRefusal>> {
  const { payload, bookingId, now } = params
  const rates = await paymentRates(payload, await readMoneyBooking(payload, bookingId))
  const expiresAt = paymentLinkExpiry(now)
  return sendMailByStaff<PaymentLinkRefusal>({
    payload,
    bookingId,
    actor: params.actor,
    action: 'send-payment-link',
    requestKey: params.requestKey,
    plan: (booking) => {
      if (booking.status !== 'confirmed') return { isOk: false, refusal: 'NOT_CONFIRMED' }
      if (!booking.client?.email) return { isOk: false, refusal: 'NO_EMAIL' }
      const dueIsk = ledgerOf(booking, rates)?.dueIsk ?? 0
      if (dueIsk <= 0) return { isOk: false, refusal: 'NOTHING_DUE' }
      return {
        isOk: true,
        mail: { kind: 'mail', mail: 'payment-link', linkExpiresAt: expiresAt.toISOString() },
        changes: {
          dueIsk: { before: dueIsk, after: dueIsk },
          linkExpiresAt: { before: null, after: expiresAt.toISOString() },
        },
      }
    },
  })
}
