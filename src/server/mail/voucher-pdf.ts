import 'server-only'

import { textPdf } from '@/domain/documents/pdf'
import { formatMoney } from '@/domain/money/money-format'

import type { BookingMailData } from './booking-mail-data'
import { formatOfficeTime, type MailTexts } from './mail-texts'

/** The rental voucher as a PDF, in the booking's language. */
export function voucherPdf(data: BookingMailData, t: MailTexts, companyName: string): Uint8Array {
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, data.locale)
  return textPdf({
    title: `${companyName} – ${t('voucherTitle')}`,
    sections: [
      { lines: [`${t('voucherNumber')}: ${data.voucherNumber}`, `${t('bookingNumber')}: ${data.number}`] },
      {
        heading: t('car'),
        lines: [
          data.car,
          `${t('pickup')}: ${formatOfficeTime(data.pickupAt, data.locale)}, ${data.officeOut}`,
          `${t('return')}: ${formatOfficeTime(data.returnAt, data.locale)}, ${data.officeIn}`,
        ],
      },
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
    ],
  })
}

export function extraLine(extra: { name: string; quantity: number }): string {
  return extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name
}
