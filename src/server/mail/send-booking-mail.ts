import 'server-only'

import type { Payload } from 'payload'

import { env } from '@/env'
import { companyLogoPng } from '@/server/documents/company-logo'
import { voucherPdf } from '@/server/documents/voucher-pdf'
import { readRentalAgreement } from '@/server/bookings/agreement/agreement-file'

import { bookingCalendar } from './booking-calendar'
import { loadBookingMailData, type MailCancellation, type MailPayment, type MailPaymentLink } from './booking-mail-data'
import type { Money } from '@/domain/money/money'
import type { MailKind, MailTransport, OutgoingMail } from './mail-types'
import { mailTexts } from './mail-texts'
import { KINDS_WITH_VOUCHER, renderBookingMail } from './render-mail'
import { defaultMailTransport } from './transport'

export type SendOutcome =
  { readonly isSent: true; readonly mail: OutgoingMail } | { readonly isSent: false; readonly reason: string }

/** The signed rental agreement, attached to its own e-mail (issue 32); nothing to any other. */
async function agreementAttachment(payload: Payload, kind: MailKind, bookingId: number, number: string) {
  if (kind !== 'rental-agreement') return []
  const file = await readRentalAgreement({ payload, bookingId, viewer: { kind: 'staff' } })
  // Thrown, so the effect is tried again: the e-mail is only worth sending with its agreement.
  if (!file) throw new Error(`The rental agreement of booking ${number} could not be read.`)
  return [{ filename: `agreement-${number}.pdf`, contentType: 'application/pdf', content: file.data }]
}

/**
 * Sends a booking e-mail (confirmation, payment receipt, change, cancellation; a request received,
 * confirmed or declined) to the renter in the booking's language, with the voucher (PDF) and
 * pickup/return calendar file (.ics) attached to those of a booking that stands (not to a
 * cancellation, which says what was refunded instead, nor to a request not confirmed); through SMTP
 * when SMTP_URL is set, else into the outbox. A booking without an e-mail address is skipped.
 */
export async function sendBookingMail(params: {
  payload: Payload
  kind: MailKind
  bookingId: number
  payment?: MailPayment | undefined
  cancellation?: MailCancellation | undefined
  /** The link a payment-link e-mail carries. */
  paymentLink?: MailPaymentLink | undefined
  /** What a staff refund gave back, for its e-mail. */
  refunded?: Money | undefined
  transport?: MailTransport | undefined
  /** The booking effect sending it (one message per key; see OutgoingMail). */
  effectKey?: string | undefined
  now: Date
}): Promise<SendOutcome> {
  const { payload, kind, now } = params
  const loaded = await loadBookingMailData({
    payload,
    bookingId: params.bookingId,
    payment: params.payment,
    cancellation: params.cancellation,
    now,
  })
  const data = loaded && { ...loaded, paymentLink: params.paymentLink, refunded: params.refunded }
  if (!data) return { isSent: false, reason: 'booking not found' }
  if (!data.email) return { isSent: false, reason: 'no e-mail address' }
  const hasVoucher = KINDS_WITH_VOUCHER.includes(kind)
  const [t, company, logo] = await Promise.all([
    mailTexts(data.locale),
    payload.findGlobal({ slug: 'company-information', locale: data.locale, depth: 0 }),
    hasVoucher ? companyLogoPng(payload) : null,
  ])
  const companyName = company.name || 'Vegur'
  const rendered = renderBookingMail({ kind, data, t, companyName })
  const host = new URL(env.SITE_URL).hostname
  const mail: OutgoingMail = {
    kind,
    bookingId: data.bookingId,
    to: data.email,
    ...rendered,
    ...(params.effectKey && { effectKey: params.effectKey }),
    // A cancelled booking or a request (not confirmed yet, or declined) has no voucher to show and
    // no dates to keep.
    attachments: !hasVoucher
      ? await agreementAttachment(payload, kind, data.bookingId, data.number)
      : [
          {
            filename: `voucher-${data.number}.pdf`,
            contentType: 'application/pdf',
            content: await voucherPdf({ data, t, companyName, logo }),
          },
          {
            filename: `booking-${data.number}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: bookingCalendar({ data, t, host, now }),
          },
        ],
  }
  await (params.transport ?? defaultMailTransport(payload)).send(mail)
  return { isSent: true, mail }
}
