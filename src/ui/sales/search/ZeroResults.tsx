import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { SaleSearchResult } from '@/server/sales/search/search-cars'

/** No car matches: offer to drop each filter that brings cars back, or all of them. */
export async function ZeroResults(props: {
  offers: SaleSearchResult['dropOffers']
  hrefOf: (offer: SaleSearchResult['dropOffers'][number]) => string
  filterName: (key: string) => string
  clearHref: string
}) {
  const t = await getTranslations('salesSearch')
  return (
    <div className="rounded-2xl bg-surface p-6" data-testid="search-zero">
      <p className="text-lg font-semibold">{t('noResults')}</p>
      {props.offers.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {props.offers.map((offer) => (
            <li key={offer.key}>
              <Link
                href={props.hrefOf(offer)}
                className="font-semibold text-brand-700 underline underline-offset-4"
                data-testid="drop-filter"
              >
                {t('dropFilter', { filter: props.filterName(offer.key), count: offer.total })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4">
        <Link href={props.clearHref} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('clearAll')}
        </Link>
      </p>
    </div>
  )
}
