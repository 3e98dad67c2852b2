import type { MetadataRoute } from 'next'

import { env } from '@/env'
import { LOCALES } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { indexablePagePaths } from '@/server/cms/pages'

export const dynamic = 'force-dynamic'

/** Every indexable CMS page in every language, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await indexablePagePaths()
  const url = (path: string, locale: (typeof LOCALES)[number]) =>
    new URL(getPathname({ href: path, locale }), env.SITE_URL).toString()
  return pages.flatMap(({ path, updatedAt }) =>
    LOCALES.map((locale) => ({
      url: url(path, locale),
      lastModified: updatedAt,
      alternates: { languages: Object.fromEntries(LOCALES.map((other) => [other, url(path, other)])) },
    })),
  )
}
