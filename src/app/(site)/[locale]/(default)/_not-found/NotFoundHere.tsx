import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { redirect } from '@/i18n/navigation'
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
 * A page rendered per request (asked for with a query) streams: its status is sent before the
 * boundary fails, and thrown by the page it would be the bare shell again. A missing page there
 * sends the visitor to its address without the query, whose cached render is the 404 above: a
 * query never brings a missing page into being.
 */
export async function NotFoundHere(props: {
  locale: Locale
  /** The address without its query (after the language prefix), when the page was rendered per request. */
  perRequestPath?: string | undefined
}) {
  const { locale, perRequestPath } = props
  if (perRequestPath !== undefined) redirect({ href: perRequestPath, locale })
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
