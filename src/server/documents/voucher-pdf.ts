import 'server-only'

import { handoverLines, type HandoverLine } from '@/domain/booking/handover'
import { formatMoney } from '@/domain/money/money-format'
import type { BookingMailData } from '@/server/mail/booking-mail-data'
import { extraLine, formatOfficeTime, type MailTexts } from '@/server/mail/mail-texts'

import { renderPdf, type PdfSection } from './pdf-document'

/**
 * The rental voucher as a PDF, in the booking's language: the voucher number as a QR code for the
 * desk, pickup and return with the offices' instructions (their out-of-hours ones when the desk is
 * closed then), the card deposit, the phone for help, the cancellation terms as they stand when it
 * is made, what was booked and the price.
 */
export function voucherPdf(params: {
  data: BookingMailData
  t: MailTexts
  companyName: string
  logo: Buffer | null
}): Promise<Uint8Array> {
  const { data, t } = params
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, data.locale)
  const handover = handoverLines(data.handover)
  const sections: PdfSection[] = [
    { lines: [`${t('voucherNumber')}: ${data.voucherNumber}`, `${t('bookingNumber')}: ${data.number}`] },
    {
      heading: t('car'),
      lines: [
        data.car,
        `${t('pickup')}: ${formatOfficeTime(data.pickupAt, data.locale)}, ${data.officeOut}`,
        `${t('return')}: ${formatOfficeTime(data.returnAt, data.locale)}, ${data.officeIn}`,
      ],
    },
    ...lineSection(handover.pickup, t),
    ...(data.deposit ? [{ heading: t('deposit'), lines: [t('depositNote', { amount: money(data.deposit) })] }] : []),
    ...lineSection(handover.return, t),
    ...lineSection(handover.phone, t),
    ...(data.cancellationText ? [{ heading: t('cancellation'), lines: [data.cancellationText] }] : []),
    { heading: t('protection'), lines: data.protections.length ? data.protections : [t('none')] },
    { heading: t('extras'), lines: data.extras.length ? data.extras.map(extraLine) : [t('none')] },
    { heading: t('drivers'), lines: data.drivers.length ? data.drivers : [data.clientName] },
    {
      heading: t('priceBreakdown'),
      lines: [
        `${t('rent')}: ${money(data.prices.rent)}`,
        `${t('insurance')}: ${money(data.prices.insurance)}`,
        `${t('additions')}: ${money(data.prices.additions)}`,
        `${t('total')}: ${money(data.prices.total)} (${t('vat')}: ${money(data.prices.vat)})`,
        `${t('paid')}: ${money(data.prices.paid)}`,
        `${t('due')}: ${money(data.prices.due)}`,
      ],
    },
    { heading: t('manageLink'), lines: [data.manageUrl] },
  ]
  return renderPdf({
    title: `${params.companyName} – ${t('voucherTitle')}`,
    sections,
    logo: params.logo,
    code: { text: data.voucherNumber, caption: `${t('showAtDesk')}: ${data.voucherNumber}` },
  })
}

function lineSection(line: HandoverLine | undefined, t: MailTexts): PdfSection[] {
  return line ? [{ heading: t(line.labelKey), lines: [line.text] }] : []
}
