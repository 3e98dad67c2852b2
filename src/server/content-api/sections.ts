import 'server-only'

import { CACHE_TAG } from '@/domain/content/cache-tags'
import { pageOf, sectionColumns, type SectionColumns } from '@/domain/content/section-page'
import { presetSaleSearch, type SaleSort } from '@/domain/sales/preset-search'
import { SEARCH_PAGE_SIZE } from '@/domain/sales/search/keys'
import type { Locale } from '@/i18n/locales'
import type { ContentCollectionBlock, SearchResultsBlock } from '@/payload-types'

import { cachedAcrossRequests } from '../cache/cached-across-requests'
import { loadBlockCars } from '../fleet/block-cars'
import { payloadClient } from '../payload'

import { withPlainMedia } from './plain-media'

/** What `GET /v1/collection/section-search?sid=&c=&page=` answers: one page of a section's items. */
export type ApiSection = {
  id: string
  name: 'searchResults' | 'contentCollection'
  title: string | null
  pagePath: string
  columns: SectionColumns
  sort: string | null
  showTags: boolean
  items: unknown[]
  page: number
  pageSize: number
  pageCount: number
  totalCount: number
}

/** The sections that list things and so can be paged: search results (cars for sale), content collections. */
type ListingBlock = SearchResultsBlock | ContentCollectionBlock

async function loadSection(
  sid: string,
  column: number | null,
  page: number,
  locale: Locale,
): Promise<ApiSection | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    depth: 1,
    select: { path: true, layout: true },
    pagination: false,
    limit: 0,
    draft: false,
    overrideAccess: false,
  })
  for (const doc of docs) {
    const block = (doc.layout ?? []).find(
      (candidate): candidate is ListingBlock =>
        candidate.id === sid &&
        (candidate.blockType === 'searchResults' || candidate.blockType === 'contentCollection'),
    )
    if (!block) continue
    if (block.blockType === 'contentCollection') {
      const paged = pageOf(withPlainMedia(block.items ?? []) as unknown[], page, SEARCH_PAGE_SIZE)
      return {
        id: sid,
        name: 'contentCollection',
        title: block.title ?? null,
        pagePath: doc.path,
        columns: sectionColumns(column ?? block.columns),
        sort: null,
        showTags: false,
        ...paged,
      }
    }
    const { forSale } = await loadBlockCars({ payload, blocks: [block], locale, now: new Date() })
    const sort = (block.sort ?? 'price-asc') as SaleSort
    // The block shows its first `limit` cars; the section search pages through every match.
    const cars = presetSaleSearch(forSale, { ...block.filters, sort, limit: Number.MAX_SAFE_INTEGER })
    return {
      id: sid,
      name: 'searchResults',
      title: block.title ?? null,
      pagePath: doc.path,
      columns: sectionColumns(column ?? block.settings?.columns),
      sort,
      showTags: block.showTags !== false,
      ...pageOf(withPlainMedia(cars) as unknown[], page, SEARCH_PAGE_SIZE),
    }
  }
  return null
}

/**
 * Page `page` of the section (a page block) `sid` in `locale`, in `column` columns (1-4, else the
 * block's, else 4; SPEC §5), SEARCH_PAGE_SIZE items a page; null when no published page has a
 * listing section with that id. Kept under the tags of what it reads: pages, images, cars for sale.
 */
export const sectionSearch = cachedAcrossRequests(
  loadSection,
  ['content-api-section'],
  [CACHE_TAG.pages, CACHE_TAG.media, CACHE_TAG.carsForSale],
)
