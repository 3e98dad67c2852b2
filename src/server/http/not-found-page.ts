import 'server-only'

import { NextResponse } from 'next/server'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

/** Escapes text for HTML (the messages are ours, but stay safe if an editor's text has markup). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The 404 texts of the site's not-found screen, in a small self-contained page with a link home. */
export async function notFoundPage(locale: Locale): Promise<NextResponse> {
  const { errors } = await loadMessages(locale)
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}/`
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(errors.notFoundTitle)}</title></head>
<body><main><h1>${escapeHtml(errors.notFoundTitle)}</h1><p>${escapeHtml(errors.notFoundText)}</p>
<p><a href="${home}">${escapeHtml(errors.returnHome)}</a></p></main></body></html>`
  return new NextResponse(html, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
