import type { Payload } from 'payload'

import { countFacets, isMatch, type FacetCounts } from '@/domain/sales/search/facets'
import { SEARCH_PAGE_SIZE, type SaleSearch } from '@/domain/sales/search/keys'
import { relaxations, type Relaxation } from '@/domain/sales/search/relax'
import { compareCars } from '@/domain/sales/search/sort'
import type { Locale } from '@/i18n/locales'
import { sqlRunner } from '@/server/rental/db/sql'

import { loadCandidates, type Candidate } from './candidates'
import { loadSaleCards, type SaleCard } from './cards'
import { countSaleCars } from './count'

/** Names of the slug-valued options, as the cars spell them. */
export type FacetLabels = {
  readonly brands: ReadonlyMap<string, string>
  /** Model slug to its name and its brand's slug (models cascade from brands). */
  readonly models: ReadonlyMap<string, { readonly name: string; readonly brand: string }>
  readonly colors: ReadonlyMap<string, string>
}

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
  const candidates = await loadCandidates(runner, search)
  const matches = candidates.filter(isMatch).sort(compareCars(search.sort))
  const start = (search.page - 1) * SEARCH_PAGE_SIZE
  const ids = matches.slice(start, start + SEARCH_PAGE_SIZE).map((car) => car.id)
  const [cards, dropOffers] = await Promise.all([
    loadSaleCards({ payload, ids, locale }),
    matches.length > 0 ? [] : offersToDrop(params),
  ])
  return {
    total: matches.length,
    pageCount: Math.max(1, Math.ceil(matches.length / SEARCH_PAGE_SIZE)),
    cards,
    facets: countFacets(candidates),
    labels: labelsOf(candidates),
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

function labelsOf(candidates: readonly Candidate[]): FacetLabels {
  const brands = new Map<string, string>()
  const models = new Map<string, { name: string; brand: string }>()
  const colors = new Map<string, string>()
  for (const car of candidates) {
    const [brand] = car.values.brands ?? []
    const [model] = car.values.models ?? []
    const [color] = car.values.colors ?? []
    if (brand && !brands.has(brand)) brands.set(brand, car.brand)
    if (brand && model && !models.has(model)) models.set(model, { name: car.model, brand })
    if (color && car.colour && !colors.has(color)) colors.set(color, car.colour)
  }
  return { brands, models, colors }
}
