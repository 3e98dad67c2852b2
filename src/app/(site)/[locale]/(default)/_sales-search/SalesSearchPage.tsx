import type { Metadata } from 'next'

import { isIndexableSearch, searchHref } from '@/domain/sales/search/canonical'
import { itemListJsonLd } from '@/domain/sales/search/item-list'
import { getPathname, redirect } from '@/i18n/navigation'
import { SALES_CLIENT_NAMESPACES } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/locales'
import { localizedUrl } from '@/server/cms/page-metadata'
import { payloadClient } from '@/server/payload'
import { landingNames } from '@/server/sales/search/landing-paths'
import { salesSearchMetadata, salesSearchTitle } from '@/server/sales/search/metadata'
import { loadSalesSearchPage, readSearch, type SearchQuery } from '@/server/sales/search/search-page'
import { SalesSearchView } from '@/ui/sales/search/SalesSearchView'
import { JsonLd } from '@/ui/primitives/JsonLd'
import { WithClientMessages } from '@/ui/i18n/WithClientMessages'
import { SEARCH_PAGE_SIZE } from '@/domain/sales/search/keys'
import { NotFoundHere } from '../_not-found/NotFoundHere'

type Params = {
  locale: Locale
  searchPath: string
  carPath: string
  /** For the 404 screen's Contact us. */
  contactPath: string
  /** Rendered per request (a query): the address without the query, where a 404 is rendered (see NotFoundHere). */
  perRequestPath?: string | undefined
  segments: readonly string[]
  query: SearchQuery
}

/** The search page of cars for sale at Company information's search path (issue 10). */
export async function SalesSearchPage(params: Params) {
  const payload = await payloadClient()
  const page = await loadSalesSearchPage({ payload, ...params })
  const notFoundHere = <NotFoundHere locale={params.locale} perRequestPath={params.perRequestPath} />
  if (page.kind === 'not-found') return notFoundHere
  if (page.kind === 'redirect') redirect({ href: page.href, locale: params.locale })
  if (page.kind !== 'page') return notFoundHere
  const names = await landingNames(payload, { brand: page.search.lists.brands[0], model: page.search.lists.models[0] })
  const title = await salesSearchTitle({ locale: params.locale, search: page.search, names })
  const carPath = params.carPath.replace(/\/$/, '')
  const jsonLd = itemListJsonLd({
    name: title,
    total: page.result.total,
    firstPosition: (page.search.page - 1) * SEARCH_PAGE_SIZE + 1,
    items: page.result.cards.map((car) => ({
      url: localizedUrl(`${carPath}/${car.id}`, params.locale),
      name: `${car.brand} ${car.model}`,
    })),
  })
  return (
    <WithClientMessages namespaces={SALES_CLIENT_NAMESPACES}>
      <JsonLd data={jsonLd} />
      <SalesSearchView
        title={title}
        locale={params.locale}
        search={page.search}
        result={page.result}
        columns={page.columns}
        searchPath={params.searchPath}
        carPath={carPath}
        formAction={getPathname({ href: params.searchPath, locale: params.locale })}
      />
    </WithClientMessages>
  )
}

export async function salesSearchPageMetadata(
  params: Omit<Params, 'contactPath' | 'perRequestPath'>,
): Promise<Metadata> {
  const { search, problems } = readSearch(params)
  if (problems.some((problem) => problem.key === 'path')) return {}
  const names = await landingNames(await payloadClient(), {
    brand: search.lists.brands[0],
    model: search.lists.models[0],
  })
  return salesSearchMetadata({
    locale: params.locale,
    href: searchHref(params.searchPath, search),
    search,
    isIndexable: isIndexableSearch(search),
    names,
  })
}
