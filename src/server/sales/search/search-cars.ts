import 'server-only'

import type { Payload } from 'payload'

import { countSaleRows, runSaleSearch, type FacetLabels } from '@/domain/sales/search/engine/run'
import type { FacetCounts } from '@/domain/sales/search/facets'
import { SEARCH_PAGE_SIZE, type SaleSearch } from '@/domain/sales/search/keys'
import { relaxations, type Relaxation } from '@/domain/sales/search/relax'
import type { Locale } from '@/i18n/locales'

import { loadSaleCards, type SaleCard } from './cards'
import { saleSearchRows } from './snapshot'

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
 * The filtering, counting and sorting run over the in-memory rows (`saleSearchRows`); only the
 * page's cards are read from the database.
 */
export async function searchSaleCars(params: {
  payload: Payload
  search: SaleSearch
  locale: Locale
}): Promise<SaleSearchResult> {
  const { payload, search, locale } = params
  const rows = await saleSearchRows(payload)
  const outcome = runSaleSearch(rows, search)
  const cards = await loadSaleCards({ payload, rows: outcome.page, locale })
  const dropOffers =
    outcome.total > 0
      ? []
      : relaxations(search)
          .map((relaxation) => ({ ...relaxation, total: countSaleRows(rows, relaxation.search) }))
          .filter((offer) => offer.total > 0)
          .sort((left, right) => right.total - left.total)
  return {
    total: outcome.total,
    pageCount: Math.max(1, Math.ceil(outcome.total / SEARCH_PAGE_SIZE)),
    cards,
    facets: outcome.facets,
    labels: outcome.labels,
    dropOffers,
  }
}
