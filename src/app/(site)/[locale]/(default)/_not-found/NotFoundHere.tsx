import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import type { Locale } from '@/i18n/locales'
import { getCompanyInfo } from '@/server/cms/company-info'
import { NotFoundScreen } from '@/ui/errors/NotFoundScreen'

/**
 * The 404 of a page that found nothing to show, inside the site's document (its layouts, its
 * `<html lang>`, header and footer). A `notFound()` thrown by the page itself escapes every
 * boundary while the server renders the HTML, and Next answers a bare error shell instead; thrown
 * from inside a Suspense boundary it only sets the 404 status, and the screen rendered beside it
 * is what the server sends. In the browser the same `notFound()` reaches the segment's
 * not-found.tsx, which shows the same screen.
 *
 * A page rendered per request streams: its status is sent before the boundary fails, so there the
 * `notFound()` is thrown by the page itself, and the 404 status wins over the in-site document.
 */
export async function NotFoundHere(props: { locale: Locale; isPerRequest?: boolean | undefined }) {
  const { locale, isPerRequest = false } = props
  if (isPerRequest) notFound()
  const company = await getCompanyInfo(locale)
  return (
    <>
      <NotFoundScreen locale={locale} contactPath={company.paths.contact} errorTheme={company.layout.errorTheme} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}

async function NotFoundStatus(): Promise<null> {
  notFound()
}
