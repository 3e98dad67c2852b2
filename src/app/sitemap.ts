import type { MetadataRoute } from 'next'

import { env } from '@/env'
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { getCompanyInfo } from '@/server/cms/company-info'
import { indexablePagePaths } from '@/server/cms/pages'
import { activeModelSlugs } from '@/server/fleet/fleet-model'
import { payloadClient } from '@/server/payload'
import { saleLandingPaths } from '@/server/sales/search/landing-paths'

export const dynamic = 'force-dynamic'

/**
 * Every indexable CMS page, the fleet catalogue (library path), every rental model page
 * (/cars/{slug}), the search of cars for sale and its brand and brand/model landing pages
 * (/search/toyota, /search/toyota/rav4-hybrid-awd), in every language, with hreflang alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const company = await getCompanyInfo(DEFAULT_LOCALE)
  const [pages, models, landings] = await Promise.all([
    indexablePagePaths(),
    payloadClient().then(activeModelSlugs),
    payloadClient().then((payload) => saleLandingPaths(payload, company.paths.search)),
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
    ...(pages.some((page) => page.path === company.paths.search)
      ? []
      : [{ path: company.paths.search, updatedAt: undefined }]),
    ...landings,
  ]
  return entries.flatMap(({ path, updatedAt }) =>
    LOCALES.map((locale) => ({
      url: url(path, locale),
      lastModified: updatedAt,
      alternates: { languages: Object.fromEntries(LOCALES.map((other) => [other, url(path, other)])) },
    })),
  )
}
