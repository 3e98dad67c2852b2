import { NextResponse } from 'next/server'

import { getPathname } from '@/i18n/navigation'
import { localeOr } from '@/i18n/locales'
import { openPaymentLink } from '@/server/manage/open-payment-link'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * /manage-booking/pay-link?t=…: the link of a payment-link e-mail (sent from the desk). A genuine,
 * unexpired link of a confirmed booking opens it as the voucher and last-name look-up does and
 * goes to manage's payment step; any other goes to the look-up form.
 */
export async function GET(request: Request, context: { params: Promise<{ locale: string }> }): Promise<Response> {
  const locale = localeOr((await context.params).locale)
  const token = new URL(request.url).searchParams.get('t')
  const target = await openPaymentLink({ payload: await payloadClient(), token, locale, now: new Date() })
  const response = NextResponse.redirect(
    new URL(target ?? getPathname({ href: '/manage-my-booking', locale }), request.url),
    303,
  )
  response.headers.set('cache-control', 'no-store')
  response.headers.set('referrer-policy', 'no-referrer')
  return response
}
