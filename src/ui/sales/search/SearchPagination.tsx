import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/** Page links of the results: previous, the pages around the current one, next. */
export async function SearchPagination(props: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { page, pageCount, hrefOf } = props
  if (pageCount <= 1) return null
  const t = await getTranslations('salesSearch')
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b)
  const linkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold'
  return (
    <nav aria-label={t('pages')} className="mt-8" data-testid="search-pagination">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" className={`${linkClass} text-brand-700 ring-1 ring-line`}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t('previous')}</span>
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${linkClass} bg-brand-700 text-white`}>
                <span className="sr-only">{t('page', { page: number })}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <Link href={hrefOf(number)} className={`${linkClass} text-brand-700 ring-1 ring-line`}>
                <span className="sr-only">{t('page', { page: number })}</span>
                <span aria-hidden="true">{number}</span>
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" className={`${linkClass} text-brand-700 ring-1 ring-line`}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t('next')}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
