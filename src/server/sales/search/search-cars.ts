import 'server-only'

import type { Payload } from 'payload'

import type { FacetCounts } from '@/domain/sales/search/facets'
import { SEARCH_PAGE_SIZE, type SaleSearch } from '@/domain/sales/search/keys'
import { relaxations, type Relaxation } from '@/domain/sales/search/relax'
import type { Locale } from '@/i18n/locales'
import { sqlRunner } from '@/server/rental/db/sql'

import { loadSaleCards, type SaleCard } from './cards'
import { countSaleCars } from './count'
import { loadFacetSummary, type FacetLabels } from './facet-counts'
import { loadPageIds } from './page-ids'

export type { FacetLabels }

export type SaleSearchResult = {
  readonly total: number
  readonly pageCount: number
  readonly cards: readonly SaleCard[]
  readonly facets: FacetCounts
  readonly labels: FacetLabels
  /** With no result: the filters whose removal brings cars back, and how many. */
  readonly dropOffers: ReadonlyArray<Relaxation & { readonly total: number }>
}

/**
 * SPEC §3 / issue 10 search: the page of cars the search asks for (24 a page, sorted), the facet
 * counts with the other active filters applied, and, when nothing matches, which filter to drop.
 */
export async function searchSaleCars(params: {
  payload: Payload
  search: SaleSearch
  locale: Locale
}): Promise<SaleSearchResult> {
  const { payload, search, locale } = params
  const runner = sqlRunner(payload)
  const [summary, ids] = await Promise.all([loadFacetSummary(runner, search), loadPageIds(runner, search)])
  const [cards, dropOffers] = await Promise.all([
    loadSaleCards({ payload, ids, locale }),
    summary.total > 0 ? [] : offersToDrop(params),
  ])
  return {
    total: summary.total,
    pageCount: Math.max(1, Math.ceil(summary.total / SEARCH_PAGE_SIZE)),
    cards,
    facets: summary.facets,
    labels: summary.labels,
    dropOffers,
  }
}

async function offersToDrop(params: { payload: Payload; search: SaleSearch }) {
  const runner = sqlRunner(params.payload)
  const counted = await Promise.all(
    relaxations(params.search).map(async (relaxation) => ({
      ...relaxation,
      total: await countSaleCars(runner, relaxation.search),
    })),
  )
  return counted.filter((offer) => offer.total > 0).sort((left, right) => right.total - left.total)
}
