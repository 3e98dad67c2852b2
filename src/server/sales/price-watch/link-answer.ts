import 'server-only'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { env } from '@/env'
import { getCompanyInfo } from '@/server/cms/company-info'

/** After a confirmation or unsubscribe link: back to the car page, with a note (`#watch-…`) to show. */
export async function backToCar(params: { carId: number; locale: Locale; note: 'confirmed' | 'stopped' }) {
  const company = await getCompanyInfo(params.locale)
  const path = getPathname({ href: `${company.paths.car}/${params.carId}`, locale: params.locale })
  return Response.redirect(new URL(`${path}#watch-${params.note}`, env.SITE_URL), 303)
}

/** A link that no longer works (unknown or replaced token). */
export function staleLink(): Response {
  return new Response(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Link no longer valid</title><p>This link is no longer valid.</p><p><a href="/">Home</a></p></html>',
    { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
}
