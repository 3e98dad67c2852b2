import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import type { MailKind } from '@/server/mail/mail-types'

import { sendMailByStaff, type StaffMailOutcome } from './staff-mail'

export type ResendRefusal = 'NOTHING_TO_SEND' | 'NO_EMAIL'

/** The e-mail a booking's renter is sent again, by its status: what they were last told of it. */
const MAIL_OF_STATUS: Readonly<Record<string, MailKind>> = {
  confirmed: 'booking-confirmation',
  cancelled: 'booking-cancellation',
  requested: 'booking-request',
  declined: 'request-declined',
}

/** The e-mail `resendMail` sends for a booking in `status`, if any. */
export function resentMailOf(status: string): MailKind | undefined {
  return MAIL_OF_STATUS[status]
}

/**
 * Command "send the e-mail again": staff send the renter the e-mail of the booking as it now
 * stands — a confirmed booking's confirmation with the voucher (PDF) and calendar file, a
 * cancellation with what was given back, a request's receipt or its decline — through the outbox,
 * in the renter's language. Held and expired bookings have nothing to send. Recorded in the
 * audit trail with the e-mail sent.
 */
export async function resendMail(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  requestKey: string
}): Promise<StaffMailOutcome<ResendRefusal>> {
  return sendMailByStaff<ResendRefusal>({
    ...params,
    action: 'resend-mail',
    plan: (booking) => {
      const mail = resentMailOf(booking.status)
      if (!mail) return { isOk: false, refusal: 'NOTHING_TO_SEND' }
      if (!booking.client?.email) return { isOk: false, refusal: 'NO_EMAIL' }
      return { isOk: true, mail: { kind: 'mail', mail }, changes: { mail: { before: null, after: mail } } }
    },
  })
}
