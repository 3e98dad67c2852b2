import 'server-only'

import { handoverLines, type HandoverLine } from '@/domain/booking/handover'
import { formatMoney } from '@/domain/money/money-format'

import type { BookingMailData, MailCancellation } from './booking-mail-data'
import type { MailKind } from './mail-types'
import { extraLine, formatOfficeTime, type MailTexts } from './mail-texts'
import { jsonLdScript, reservationJsonLd } from './reservation-json-ld'

type Row = readonly [label: string, value: string]

const SUBJECT_KEY = {
  'booking-confirmation': 'subjectConfirmation',
  'payment-receipt': 'subjectReceipt',
  'booking-change': 'subjectChange',
  'booking-cancellation': 'subjectCancellation',
  'booking-request': 'subjectRequest',
  'request-confirmed': 'subjectRequestConfirmed',
  'request-declined': 'subjectRequestDeclined',
  'payment-link': 'subjectPaymentLink',
  'staff-refund': 'subjectStaffRefund',
  'rental-agreement': 'subjectRentalAgreement',
} as const satisfies Record<MailKind, string>

const INTRO_KEY = {
  'booking-confirmation': 'introConfirmation',
  'payment-receipt': 'introReceipt',
  'booking-change': 'introChange',
  'booking-cancellation': 'introCancellation',
  'booking-request': 'introRequest',
  'request-confirmed': 'introRequestConfirmed',
  'request-declined': 'introRequestDeclined',
  'payment-link': 'introPaymentLink',
  'staff-refund': 'introStaffRefund',
  'rental-agreement': 'introRentalAgreement',
} as const satisfies Record<MailKind, string>

/** Mail about a booking that will not happen: no pickup to explain, no prices, nothing to manage. */
const ENDING_KINDS: readonly MailKind[] = ['booking-cancellation', 'request-declined']

/** Mail that comes with the voucher and the calendar file: a booking that stands (not a request). */
export const KINDS_WITH_VOUCHER: readonly MailKind[] = [
  'booking-confirmation',
  'payment-receipt',
  'booking-change',
  'request-confirmed',
]

/** How the reservation markup tells the booking's state. */
const RESERVATION_STATUS: Record<MailKind, 'ReservationConfirmed' | 'ReservationPending' | 'ReservationCancelled'> = {
  'booking-confirmation': 'ReservationConfirmed',
  'payment-receipt': 'ReservationConfirmed',
  'booking-change': 'ReservationConfirmed',
  'booking-cancellation': 'ReservationCancelled',
  'booking-request': 'ReservationPending',
  'request-confirmed': 'ReservationConfirmed',
  'request-declined': 'ReservationCancelled',
  'payment-link': 'ReservationConfirmed',
  'staff-refund': 'ReservationConfirmed',
  'rental-agreement': 'ReservationConfirmed',
}

/** Subject, HTML (with RentalCarReservation markup) and plain text of a booking e-mail. */
export function renderBookingMail(params: {
  kind: MailKind
  data: BookingMailData
  t: MailTexts
  companyName: string
}): { subject: string; html: string; text: string } {
  const { kind, data, t } = params
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, data.locale)
  const isCancellation = ENDING_KINDS.includes(kind)
  const handover = handoverLines(data.handover)
  const bookingSections: { title: string; rows: Row[] }[] = [
    {
      title: t('bookingNumber'),
      rows: [
        [t('voucherNumber'), data.voucherNumber],
        [t('bookingNumber'), data.number],
        [t('car'), data.car],
        [t('pickup'), `${formatOfficeTime(data.pickupAt, data.locale)}, ${data.officeOut}`],
        [t('return'), `${formatOfficeTime(data.returnAt, data.locale)}, ${data.officeIn}`],
        [t('protection'), data.protections.join(', ') || t('none')],
        [t('extras'), data.extras.map(extraLine).join(', ') || t('none')],
        [t('drivers'), data.drivers.join(', ') || data.clientName],
        // A cancelled booking has no pickup to explain.
        ...(isCancellation
          ? []
          : optionalRows([
              lineRow(handover.pickup, t),
              [t('deposit'), data.deposit && t('depositNote', { amount: money(data.deposit) })],
              lineRow(handover.return, t),
              lineRow(handover.phone, t),
              [t('cancellation'), data.cancellationText ?? null],
            ])),
      ],
    },
    {
      title: t('priceBreakdown'),
      rows: [
        [t('rent'), money(data.prices.rent)],
        [t('insurance'), money(data.prices.insurance)],
        [t('additions'), money(data.prices.additions)],
        [t('total'), money(data.prices.total)],
        [t('vat'), money(data.prices.vat)],
        [t('paid'), money(data.prices.paid)],
        [t('due'), money(data.prices.due)],
      ],
    },
    ...(data.payment
      ? [
          {
            title: t('payment'),
            rows: [
              [t('payment'), money(data.payment.amount)],
              [t('card'), data.payment.maskedPan ?? '—'],
              [t('transaction'), data.payment.transactionId],
            ] satisfies Row[],
          },
        ]
      : []),
  ]
  const sections = isCancellation ? bookingSections.slice(0, 1) : bookingSections
  const subject = t(SUBJECT_KEY[kind], { number: data.number, voucher: data.voucherNumber })
  const greeting = t('greeting', { name: data.clientName })
  const intro = t(INTRO_KEY[kind], { amount: money(data.prices.due) })
  const link = kind === 'payment-link' ? data.paymentLink : undefined
  const refundLines = data.cancellation
    ? cancellationLines(data.cancellation, t, money)
    : kind === 'request-declined'
      ? [t('nothingCharged')]
      : kind === 'booking-request'
        ? [t('requestNextSteps')]
        : kind === 'staff-refund' && data.refunded
          ? [t('refundedText', { amount: money(data.refunded) })]
          : []
  const linkLines = link
    ? [
        `${t('paymentLink')}: ${link.url}`,
        t('paymentLinkValid', { date: formatOfficeTime(link.expiresAt, data.locale) }),
      ]
    : []
  const closing = isCancellation ? t('closingCancellation') : t('closing')
  const hasVoucher = KINDS_WITH_VOUCHER.includes(kind)
  const attachmentLines = hasVoucher ? [t('attachments'), ''] : []
  const manageLines = isCancellation ? [] : [t('manageText'), data.manageUrl, '', ...attachmentLines]
  const text = [
    greeting,
    '',
    intro,
    '',
    ...refundLines.flatMap((line) => [line, '']),
    ...linkLines.flatMap((line) => [line, '']),
    ...sections.flatMap((section) => [
      section.title,
      ...section.rows.map(([label, value]) => `${label}: ${value}`),
      '',
    ]),
    ...manageLines,
    closing,
    params.companyName,
  ].join('\n')
  const manageHtml = isCancellation
    ? ''
    : `<p>${escapeHtml(t('manageText'))}<br><a href="${escapeHtml(data.manageUrl)}">${escapeHtml(t('manageLink'))}</a></p>
${hasVoucher ? `<p style="color:#6b7280">${escapeHtml(t('attachments'))}</p>` : ''}`
  const html = `<!doctype html>
<html lang="${data.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title>
${jsonLdScript(reservationJsonLd(data, params.companyName, RESERVATION_STATUS[kind]))}
</head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:640px;margin:0 auto;padding:16px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${refundLines.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`).join('\n')}
${link ? linkHtml(link, t, data.locale) : ''}
${sections.map(sectionHtml).join('\n')}
${manageHtml}
<p>${escapeHtml(closing)}<br>${escapeHtml(params.companyName)}</p>
</body></html>`
  return { subject, html, text }
}

/** The payment link as a button, and until when it works. */
function linkHtml(link: { url: string; expiresAt: Date }, t: MailTexts, locale: BookingMailData['locale']): string {
  return `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(t('paymentLink'))}</a></p>
<p style="color:#6b7280">${escapeHtml(t('paymentLinkValid', { date: formatOfficeTime(link.expiresAt, locale) }))}</p>`
}

function lineRow(line: HandoverLine | undefined, t: MailTexts): readonly [label: string, value: string | null] {
  return line ? [t(line.labelKey), line.text] : ['', null]
}

/** The rows whose value is set. */
function optionalRows(rows: readonly (readonly [label: string, value: string | null])[]): Row[] {
  return rows.flatMap(([label, value]) => (value ? [[label, value] as const] : []))
}

/** What a cancellation gave back: refunded and released amounts, or that nothing was charged. */
function cancellationLines(
  cancellation: MailCancellation,
  t: MailTexts,
  money: (value: Parameters<typeof formatMoney>[0]) => string,
): string[] {
  const lines: string[] = []
  if (cancellation.kept.amount > 0) lines.push(t('keptText', { amount: money(cancellation.kept) }))
  if (cancellation.refunded.amount > 0) lines.push(t('refundedText', { amount: money(cancellation.refunded) }))
  if (cancellation.released.amount > 0) lines.push(t('releasedText', { amount: money(cancellation.released) }))
  return lines.length > 0 ? lines : [t('nothingCharged')]
}

function sectionHtml(section: { title: string; rows: readonly Row[] }): string {
  const rows = section.rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(section.title)}</h2><table role="presentation" cellspacing="0">${rows}</table>`
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}
