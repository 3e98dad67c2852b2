import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import { CAR_SORTS, withCarSort, type CarSort } from '@/domain/search/car-sort'

type Props = {
  /** The localised search page path. */
  path: string
  /** The current query (search and list filters); the sort is set on it. */
  query: URLSearchParams
  current: CarSort
}

const CHIP =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors'
const ON = 'border-brand-700 bg-brand-700 text-white hover:bg-brand-900'
const OFF = 'border-line bg-white text-ink hover:border-brand-500 hover:text-brand-700'

/** Sort the results by price (cheapest first), size (largest first) or seats (most first), as links. */
export async function CarSortControl({ path, query, current }: Props) {
  const t = await getTranslations('booking.filters')
  return (
    <nav aria-labelledby="car-sort-label" className="flex flex-wrap items-center gap-2" data-testid="car-sort">
      <span id="car-sort-label" className="text-sm font-semibold text-muted">
        {t('sortBy.label')}
      </span>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {CAR_SORTS.map((sort) => {
          const isOn = sort === current
          const search = withCarSort(query, sort).toString()
          return (
            <li key={sort}>
              <NextLink
                href={`${path}${search ? `?${search}` : ''}#results`}
                scroll={false}
                aria-current={isOn ? 'true' : undefined}
                className={`${CHIP} ${isOn ? ON : OFF}`}
                data-sort={sort}
              >
                {t(`sortBy.${sort}`)}
              </NextLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
