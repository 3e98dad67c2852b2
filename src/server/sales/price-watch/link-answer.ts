import 'server-only'

import { createTranslator } from 'next-intl'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { env } from '@/env'
import { getCompanyInfo } from '@/server/cms/company-info'
import { escapeHtml } from '@/server/sales/inquiries/staff-mail'

const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }

/** After a confirmation or unsubscribe link: back to the car page, with a note (`#watch-…`) to show. */
export async function backToCar(params: { carId: number; locale: Locale; note: 'confirmed' | 'stopped' }) {
  const company = await getCompanyInfo(params.locale)
  const path = getPathname({ href: `${company.paths.car}/${params.carId}`, locale: params.locale })
  return Response.redirect(new URL(`${path}#watch-${params.note}`, env.SITE_URL), 303)
}

/**
 * The confirmation link's landing page, in the watch's language: which cars the address asked to
 * watch, and a button that posts the token back. Opening the link changes nothing, so a mail
 * scanner that follows every link confirms no watch; the person pressing the button does.
 */
export async function confirmationPage(params: { token: string; locale: Locale; cars: readonly string[] }) {
  const t = createTranslator({
    locale: params.locale,
    messages: await loadMessages(params.locale),
    namespace: 'saleCar.watchLanding',
  })
  const paragraphs = params.cars.map((name) => `<p>${escapeHtml(t('text', { name }))}</p>`).join('')
  const html = `<!doctype html><html lang="${params.locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('title'))}</title><h1>${escapeHtml(t('title'))}</h1>${paragraphs}<form method="post" action="/v1/car/watch/confirm"><input type="hidden" name="token" value="${escapeHtml(params.token)}"><button type="submit">${escapeHtml(t('button'))}</button></form></html>`
  return new Response(html, { status: 200, headers: HTML })
}

/** A link that no longer works (unknown or replaced token). */
export function staleLink(): Response {
  return new Response(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Link no longer valid</title><p>This link is no longer valid.</p><p><a href="/">Home</a></p></html>',
    { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
}
