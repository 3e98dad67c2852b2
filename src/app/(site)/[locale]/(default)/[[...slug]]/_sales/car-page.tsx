import type { Metadata } from 'next'

import { SALES_CLIENT_NAMESPACES } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/locales'
import { findPageByPath } from '@/server/cms/pages'
import { loadBlockCars } from '@/server/fleet/block-cars'
import { payloadClient } from '@/server/payload'
import { publicBotCheck } from '@/server/sales/bot-check'
import { carIdOf, loadSaleCarPage, saleCarMetadata, saleCarStructuredData } from '@/server/sales/car/car-page'
import { RenderBlocks } from '@/ui/blocks/RenderBlocks'
import { visibleBlocks } from '@/ui/blocks/visible-blocks'
import { JsonLd } from '@/ui/primitives/JsonLd'
import { WithClientMessages } from '@/ui/i18n/WithClientMessages'
import { SaleCarPageView } from '@/ui/sales/car/SaleCarPageView'
import { NotFoundHere } from '../../_not-found/NotFoundHere'

type Paths = { search: string; car: string; contact: string; library: string }

/** The id of a car page path (`{carPath}/{id}`); undefined for any other path, null for a bad id. */
export function saleCarPathId(path: string, carPath: string): number | null | undefined {
  const prefix = `${carPath.replace(/\/$/, '')}/`
  if (!path.startsWith(prefix)) return undefined
  const rest = path.slice(prefix.length)
  return rest.includes('/') ? null : carIdOf(rest)
}

export async function saleCarPageMetadata(params: {
  id: number | null
  locale: Locale
  path: string
}): Promise<Metadata> {
  const page = params.id === null ? null : await loadSaleCarPage(params.id, params.locale)
  return page ? saleCarMetadata({ page, locale: params.locale, path: params.path }) : {}
}

/**
 * `{carPath}/{id}`: one car for sale, then the blocks editors put on the CMS page at the car path
 * (financing and the like). An unknown, unpublished or long-sold car is a 404 in that language.
 */
export async function SaleCarRoute({
  id,
  locale,
  path,
  paths,
  isPerRequest = false,
}: {
  id: number | null
  locale: Locale
  path: string
  paths: Paths
  /** Rendered per request (a query): a missing car sends the visitor to the address without the query (see NotFoundHere). */
  isPerRequest?: boolean
}) {
  const page = id === null ? null : await loadSaleCarPage(id, locale)
  if (!page) return <NotFoundHere locale={locale} perRequestPath={isPerRequest ? path : undefined} />
  const template = await findPageByPath({ path: paths.car, locale })
  const now = new Date()
  const blocks = visibleBlocks(template?.layout, now)
  const cars =
    blocks.length > 0 ? await loadBlockCars({ payload: await payloadClient(), blocks, locale, now }) : undefined
  return (
    <WithClientMessages namespaces={SALES_CLIENT_NAMESPACES}>
      <JsonLd data={await saleCarStructuredData({ page, locale, path })} />
      <SaleCarPageView
        page={page}
        paths={paths}
        botCheck={publicBotCheck()}
        blocks={
          blocks.length > 0 ? (
            <RenderBlocks
              blocks={blocks}
              isPageStart={false}
              context={{ locale, contactPath: paths.contact, libraryPath: paths.library, carPath: paths.car, cars }}
            />
          ) : null
        }
      />
    </WithClientMessages>
  )
}
