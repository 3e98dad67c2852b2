import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { currentStaff } from '@/server/auth/staff'
import { getCompanyInfo } from '@/server/cms/company-info'
import { pageMetadata } from '@/server/cms/page-metadata'
import { findPageByPath } from '@/server/cms/pages'
import { loadBlockCars } from '@/server/fleet/block-cars'
import { catalogueMetadata } from '@/server/fleet/fleet-metadata'
import { fleetModels } from '@/server/fleet/fleet-models'
import { payloadClient } from '@/server/payload'
import { AdminBar } from '@/ui/admin-bar/AdminBar'
import { RenderBlocks } from '@/ui/blocks/RenderBlocks'
import { visibleBlocks } from '@/ui/blocks/visible-blocks'
import { searchSegments } from '@/server/sales/search/search-page'
import { FleetCatalogue } from '@/ui/fleet/FleetCatalogue'
import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'
import { JsonLd } from '@/ui/primitives/JsonLd'
import { structuredDataOf } from '@/ui/primitives/json-ld'

import { SalesSearchPage, salesSearchPageMetadata } from '../_sales-search/SalesSearchPage'
import { SaleCarRoute, saleCarPageMetadata, saleCarPathId } from './_sales/car-page'

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

function pathOf(slug: string[] | undefined): string {
  return `/${(slug ?? []).join('/')}`
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
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
      query: await searchParams,
    })
  const carId = saleCarPathId(path, company.paths.car)
  if (carId !== undefined) return saleCarPageMetadata({ id: carId, locale, path })
  const page = await findPageByPath({ path, locale })
  return page ? pageMetadata({ page, locale, path }) : {}
}

/**
 * A CMS page: its blocks in order; the page title is the h1 unless a first banner carries it.
 * The library path of Company information (default /our-cars) is the fleet catalogue instead.
 */
export default async function CmsPage({ params, searchParams }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const path = pathOf(slug)
  const company = await getCompanyInfo(locale)
  if (path === company.paths.library) {
    const models = await fleetModels({ payload: await payloadClient(), locale, now: new Date() })
    return <FleetCatalogue models={models} locale={locale} />
  }
  const segments = searchSegments(path, company.paths.search)
  if (segments) {
    const [searchPath, carPath, query] = [company.paths.search, company.paths.car, await searchParams]
    return (
      <SalesSearchPage locale={locale} searchPath={searchPath} carPath={carPath} segments={segments} query={query} />
    )
  }
  const carId = saleCarPathId(path, company.paths.car)
  if (carId !== undefined) return <SaleCarRoute id={carId} locale={locale} path={path} paths={company.paths} />
  const page = await findPageByPath({ path, locale })
  if (!page) notFound()
  const now = new Date()
  const blocks = visibleBlocks(page.layout, now)
  const [cars, staff] = await Promise.all([
    loadBlockCars({ payload: await payloadClient(), blocks, locale, now }),
    currentStaff(),
  ])
  const structuredData = structuredDataOf(page.seo?.structuredData)
  const isBannerFirst = blocks[0]?.blockType === 'banner'
  return (
    <>
      <AdminBar staff={staff} editPath={`/admin/collections/pages/${page.id}`} />
      {structuredData ? <JsonLd data={structuredData} /> : null}
      {isBannerFirst ? null : (
        <Container className="pt-10 sm:pt-14">
          <Heading level={1}>{page.title}</Heading>
        </Container>
      )}
      <RenderBlocks
        blocks={blocks}
        context={{
          locale,
          contactPath: company.paths.contact,
          libraryPath: company.paths.library,
          carPath: company.paths.car,
          cars,
        }}
      />
    </>
  )
}
