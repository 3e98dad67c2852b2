import { getTranslations } from 'next-intl/server'

import { searchHref } from '@/domain/sales/search/canonical'
import {
  FLAG_KEYS,
  SALE_SEARCH_SORTS,
  emptySaleSearch,
  type FlagKey,
  type ListKey,
  type RangeKey,
  type SaleSearch,
  type TextKey,
} from '@/domain/sales/search/keys'
import type { SaleSearchResult } from '@/server/sales/search/search-cars'
import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'
import { buttonClass } from '@/ui/primitives/button-styles'
import { FIELD_CLASS } from '@/ui/primitives/field-styles'
import { SALE_CARD_SIZES } from '@/ui/sales/sale-card-data'
import { preloadSalePhoto, saleCardTexts } from '@/ui/sales/sale-card-text'

import { SaleCarGrid } from './lazy'
import { SearchFilters } from './SearchFilters'
import { SearchPagination } from './SearchPagination'
import { ZeroResults } from './ZeroResults'

const FORM_ID = 'sales-search'

/** Result columns beside the filters: the setting's count on the widest screens. */
const GRID_CLASSES: Record<1 | 2 | 3 | 4, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4',
}

/**
 * The search of cars for sale (issue 10): a GET form (works without JavaScript) with the filters
 * and their counts beside the results, sort, pages of 24 and a zero-result state.
 */
export async function SalesSearchView(props: {
  title: string
  locale: string
  search: SaleSearch
  result: SaleSearchResult
  columns: 1 | 2 | 3 | 4
  searchPath: string
  carPath: string
  formAction: string
}) {
  const { search, result, searchPath } = props
  const [t, cardTexts] = await Promise.all([getTranslations('salesSearch'), saleCardTexts(props.locale)])
  const hrefOf = (next: SaleSearch) => searchHref(searchPath, next)
  const carPath = props.carPath.replace(/\/$/, '')
  const cards = result.cards.map((car) => cardTexts.toData(car, `${carPath}/${car.id}`))
  preloadSalePhoto(cards[0]?.photo ?? null, SALE_CARD_SIZES)
  return (
    <Container className="py-8 sm:py-12">
      <Heading level={1}>{props.title}</Heading>
      <form
        id={FORM_ID}
        method="get"
        action={props.formAction}
        className="mt-6 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]"
      >
        <details
          className="rounded-2xl ring-1 ring-line lg:rounded-none lg:ring-0 lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]"
          data-testid="search-filters"
        >
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold lg:hidden">
            {t('filters')}
          </summary>
          <div className="px-4 lg:px-0">
            <h2 className="sr-only">{t('filters')}</h2>
            <SearchFilters formId={FORM_ID} search={search} result={result} />
          </div>
        </details>
        <section aria-labelledby="search-results-heading">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2
              id="search-results-heading"
              className="text-xl font-bold"
              data-testid="search-found"
              data-total={result.total}
            >
              {t('found', { count: result.total })}
            </h2>
            <div className="flex items-end gap-2">
              <label className="text-sm">
                <span className="mb-1 block font-medium">{t('sortLabel')}</span>
                <select name="sort" defaultValue={search.sort} className={FIELD_CLASS} data-testid="search-sort">
                  <option value="">{t('sorts.default')}</option>
                  {SALE_SEARCH_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`sorts.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={buttonClass('outline')}>
                {t('sortApply')}
              </button>
            </div>
          </div>
          {result.total === 0 ? (
            <div className="mt-6">
              <ZeroResults
                offers={result.dropOffers}
                hrefOf={(offer) => hrefOf(offer.search)}
                filterName={(key) =>
                  isFlagName(key) ? t(`flags.${key}`) : t(`keys.${key as ListKey | RangeKey | TextKey}`)
                }
                clearHref={hrefOf({ ...emptySaleSearch(), sort: search.sort })}
              />
            </div>
          ) : (
            <SaleCarGrid
              cards={cards}
              text={cardTexts.text}
              className={`mt-6 grid gap-5 ${GRID_CLASSES[props.columns]}`}
              label={t('results')}
            />
          )}
          <SearchPagination
            page={search.page}
            pageCount={result.pageCount}
            hrefOf={(page) => hrefOf({ ...search, page })}
          />
        </section>
      </form>
    </Container>
  )
}

function isFlagName(key: string): key is FlagKey {
  return (FLAG_KEYS as readonly string[]).includes(key)
}
