import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import { MUST_HAVE_FILTERS, MUST_HAVE_LABEL_KEYS, RESULT_FILTERS } from '@/domain/search/car-filters'
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

const SPECIAL_KEYS = MUST_HAVE_LABEL_KEYS

// Chips wrap onto more rows rather than scroll sideways, so none is cut off on a 390 px phone.
const CHIP =
  'inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors'
const CHIP_ROW = 'flex flex-wrap gap-2'
const ON = 'border-brand-700 bg-brand-700 text-white hover:bg-brand-900'
const OFF = 'border-line bg-white text-ink hover:border-brand-500 hover:text-brand-700'

/**
 * Filters by web category (one, or all) and the must-have filters, as links that change the URL.
 * The must-have chips are the trip's (automatic, 5+ and 7+ seats, F-roads allowed); the spec's
 * 6+ seats and 4WD/AWD still work from a link and show as chips while they are on.
 */
export async function CarListFilters({ path, searchParams, filters, counts }: Props) {
  const t = await getTranslations('booking.filters')
  const href = (next: Filters) => {
    const query = withCarListFilters(searchParams, next).toString()
    return `${path}${query ? `?${query}` : ''}#results`
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
  const mustHave = MUST_HAVE_FILTERS.filter(
    (filter) => RESULT_FILTERS.some((shown) => shown === filter) || filters.special.includes(filter),
  )
  const categories = WEB_CATEGORIES.filter(
    (category) => (counts.get(category.id) ?? 0) > 0 || filters.webCategory === category.id,
  )
  return (
    <nav aria-label={t('label')} className="space-y-3" data-testid="car-filters">
      <div>
        <h3 className="mb-2 text-sm font-semibold text-muted">{t('categories')}</h3>
        <ul className={CHIP_ROW}>
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
        <ul className={CHIP_ROW}>
          {mustHave.map((filter) => {
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
