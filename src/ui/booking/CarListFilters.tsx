import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import { SPECIAL_FILTERS, type SpecialFilter } from '@/domain/search/car-filters'
import { toggleSpecialFilter, withCarListFilters, type CarListFilters as Filters } from '@/domain/search/car-list-query'
import { WEB_CATEGORIES, type WebCategoryId } from '@/domain/fleet/web-categories'

type Props = {
  /** The localised search page path. */
  path: string
  /** The search filters, without list filters. */
  searchParams: URLSearchParams
  filters: Filters
  /** Cars per web category among those the special filters keep. */
  counts: ReadonlyMap<WebCategoryId, number>
}

const SPECIAL_KEYS: Record<SpecialFilter, 'automatic' | 'seats' | 'awd'> = {
  Automatic: 'automatic',
  '6+ Seats': 'seats',
  '4WD/AWD': 'awd',
}

const CHIP =
  'inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors'
const ON = 'border-brand-700 bg-brand-700 text-white hover:bg-brand-900'
const OFF = 'border-line bg-white text-ink hover:border-brand-500 hover:text-brand-700'

/** Filters by web category (one, or all) and the special filters (SPEC §3), as links that change the URL. */
export async function CarListFilters({ path, searchParams, filters, counts }: Props) {
  const t = await getTranslations('booking.filters')
  const href = (next: Filters) => {
    const query = withCarListFilters(searchParams, next).toString()
    return `${path}${query ? `?${query}` : ''}#results`
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
  const categories = WEB_CATEGORIES.filter(
    (category) => (counts.get(category.id) ?? 0) > 0 || filters.webCategory === category.id,
  )
  return (
    <nav aria-label={t('label')} className="space-y-3" data-testid="car-filters">
      <div>
        <h3 className="mb-2 text-sm font-semibold text-muted">{t('categories')}</h3>
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap">
          <li>
            <NextLink
              href={href({ ...filters, webCategory: undefined })}
              scroll={false}
              aria-current={filters.webCategory === undefined ? 'true' : undefined}
              className={`${CHIP} ${filters.webCategory === undefined ? ON : OFF}`}
            >
              {t('all')} <span className="font-normal">({total})</span>
            </NextLink>
          </li>
          {categories.map((category) => {
            const isOn = filters.webCategory === category.id
            return (
              <li key={category.id}>
                <NextLink
                  href={href({ ...filters, webCategory: category.id })}
                  scroll={false}
                  aria-current={isOn ? 'true' : undefined}
                  className={`${CHIP} ${isOn ? ON : OFF}`}
                  data-filter={category.id}
                >
                  {t(`category.${category.id}`)} <span className="font-normal">({counts.get(category.id) ?? 0})</span>
                </NextLink>
              </li>
            )
          })}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-muted">{t('special')}</h3>
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap">
          {SPECIAL_FILTERS.map((filter) => {
            const isOn = filters.special.includes(filter)
            return (
              <li key={filter}>
                <NextLink
                  href={href(toggleSpecialFilter(filters, filter))}
                  scroll={false}
                  aria-current={isOn ? 'true' : undefined}
                  className={`${CHIP} ${isOn ? ON : OFF}`}
                  data-filter={SPECIAL_KEYS[filter]}
                >
                  <span aria-hidden="true">{isOn ? '✓' : '+'}</span>
                  {t(`specialName.${SPECIAL_KEYS[filter]}`)}
                  {isOn ? <span className="sr-only">({t('selected')})</span> : null}
                </NextLink>
              </li>
            )
          })}
        </ul>
      </div>
    </nav>
  )
}
