import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CACHE_TAG, CHROME_TAGS } from '@/domain/content/cache-tags'
import { editHash } from '@/domain/content/edit-target'
import type { Locale } from '@/i18n/locales'
import { tagRender } from '@/server/cache/cached-across-requests'
import { getCompanyInfo } from '@/server/cms/company-info'
import { pageMetadata } from '@/server/cms/page-metadata'
import { findPageByPath } from '@/server/cms/pages'
import { catalogueMetadata } from '@/server/fleet/fleet-metadata'
import { fleetModels } from '@/server/fleet/fleet-models'
import { payloadClient } from '@/server/payload'
import { searchSegments, type SearchQuery } from '@/server/sales/search/search-page'
import { EditTarget } from '@/ui/admin-bar/EditTarget'
import { NotFoundHere } from '../_not-found/NotFoundHere'
import { FleetCatalogue } from '@/ui/fleet/FleetCatalogue'

import { SalesSearchPage, salesSearchPageMetadata } from '../_sales-search/SalesSearchPage'
import { SaleCarRoute, saleCarPageMetadata, saleCarPathId } from './_sales/car-page'
import { CmsPage } from './cms-page'

/**
 * What a content path shows: a CMS page, the fleet catalogue at the library path, the sales search
 * at the search path or a car for sale at the car path. Served from the full-route cache without a
 * query and rendered per request with one (ADR 009); nothing here reads cookies or headers.
 */
type ContentPath = {
  locale: Locale
  slug: readonly string[] | undefined
  query: SearchQuery
  /** The per-request twin (a query): a missing page sends the visitor to the address without the query. */
  isPerRequest?: boolean
}

/** Every content page carries every content tag: a publish expires them all, and each renders again on its next visit. */
const CONTENT_TAGS = [...CHROME_TAGS, CACHE_TAG.pages, CACHE_TAG.fleet, CACHE_TAG.carsForSale]

function pathOf(slug: readonly string[] | undefined): string {
  return `/${(slug ?? []).join('/')}`
}

export async function contentMetadata({ locale, slug, query }: ContentPath): Promise<Metadata> {
  const path = pathOf(slug)
  const company = await getCompanyInfo(locale)
  if (path === company.paths.library) return catalogueMetadata({ locale, path })
  const segments = searchSegments(path, company.paths.search)
  if (segments)
    return salesSearchPageMetadata({
      locale,
      searchPath: company.paths.search,
      carPath: company.paths.car,
      segments,
      query,
    })
  const carId = saleCarPathId(path, company.paths.car)
  if (carId !== undefined) return saleCarPageMetadata({ id: carId, locale, path })
  const page = await findPageByPath({ path, locale })
  if (page) return pageMetadata({ page, locale, path })
  const t = await getTranslations({ locale, namespace: 'errors' })
  return { title: t('notFoundTitle'), robots: { index: false } }
}

/** A CMS page's blocks in order; the page title is the h1 unless a first banner carries it. */
export async function ContentRoute({ locale, slug, query, isPerRequest = false }: ContentPath) {
  setRequestLocale(locale)
  await tagRender(CONTENT_TAGS)
  const path = pathOf(slug)
  const company = await getCompanyInfo(locale)
  if (path === company.paths.library) {
    const models = await fleetModels({ payload: await payloadClient(), locale, now: new Date() })
    return <FleetCatalogue models={models} locale={locale} />
  }
  const segments = searchSegments(path, company.paths.search)
  if (segments) {
    const [searchPath, carPath] = [company.paths.search, company.paths.car]
    return (
      <SalesSearchPage
        locale={locale}
        searchPath={searchPath}
        carPath={carPath}
        contactPath={company.paths.contact}
        perRequestPath={isPerRequest ? path : undefined}
        segments={segments}
        query={query}
      />
    )
  }
  const carId = saleCarPathId(path, company.paths.car)
  if (carId !== undefined) {
    return (
      <>
        {carId === null ? null : <EditTarget hash={editHash({ kind: 'sale', id: carId })} />}
        <SaleCarRoute id={carId} locale={locale} path={path} paths={company.paths} isPerRequest={isPerRequest} />
      </>
    )
  }
  const page = await findPageByPath({ path, locale })
  if (!page) return <NotFoundHere locale={locale} perRequestPath={isPerRequest ? path : undefined} />
  return <CmsPage page={page} locale={locale} company={company} />
}
