import type { MetadataRoute } from 'next'

import { env } from '@/env'
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { getCompanyInfo } from '@/server/cms/company-info'
import { indexablePagePaths } from '@/server/cms/pages'
import { activeModelSlugs } from '@/server/fleet/fleet-model'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * Every indexable CMS page, the fleet catalogue (library path) and every rental model page
 * (/cars/{slug}), in every language, each with its hreflang alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, company, models] = await Promise.all([
    indexablePagePaths(),
    getCompanyInfo(DEFAULT_LOCALE),
    payloadClient().then(activeModelSlugs),
  ])
  const url = (path: string, locale: (typeof LOCALES)[number]) =>
    new URL(getPathname({ href: path, locale }), env.SITE_URL).toString()
  const latestModel = models
    .map((model) => model.updatedAt)
    .sort()
    .at(-1)
  const entries = [
    ...pages.filter((page) => page.path !== company.paths.library),
    { path: company.paths.library, updatedAt: latestModel },
    ...models.map((model) => ({ path: `/cars/${model.slug}`, updatedAt: model.updatedAt })),
  ]
  return entries.flatMap(({ path, updatedAt }) =>
    LOCALES.map((locale) => ({
      url: url(path, locale),
      lastModified: updatedAt,
      alternates: { languages: Object.fromEntries(LOCALES.map((other) => [other, url(path, other)])) },
    })),
  )
}
