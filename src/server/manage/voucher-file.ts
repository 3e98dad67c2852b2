import 'server-only'

import type { Locale } from '@/i18n/locales'
import { companyLogoPng } from '@/server/documents/company-logo'
import { voucherPdf } from '@/server/documents/voucher-pdf'
import { mailTexts } from '@/server/mail/mail-texts'

import { confirmedManagedBooking } from './confirmed-managed-booking'
import { manageHref } from './manage-paths'

/**
 * The booking's voucher PDF (the same document the e-mails attach), for the visitor holding the
 * manage cookies; anyone else is sent to the look-up form.
 */
export async function voucherResponse(params: { locale: Locale }): Promise<Response> {
  const managed = await confirmedManagedBooking()
  if (!managed) return toLookUp(params.locale)
  const { payload, data } = managed
  const [t, company, logo] = await Promise.all([
    mailTexts(data.locale),
    payload.findGlobal({ slug: 'company-information', locale: data.locale, depth: 0 }),
    companyLogoPng(payload),
  ])
  const pdf = await voucherPdf({ data, t, companyName: company.name || 'Vegur', logo })
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="voucher-${data.number}.pdf"`,
      'cache-control': 'private, no-store',
    },
  })
}

/** Where a visitor without access to a confirmed booking is sent: the look-up form. */
export function toLookUp(locale: Locale): Response {
  return new Response(null, { status: 303, headers: { location: manageHref({ page: 'entry', locale }) } })
}
