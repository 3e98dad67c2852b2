import { getTranslations } from 'next-intl/server'

import { formatMoney } from '@/domain/money/money-format'
import { presetSaleSearch, type SaleSort } from '@/domain/sales/preset-search'
import type { SearchResultsBlock } from '@/payload-types'
import { Link } from '@/i18n/navigation'
import { MediaImage } from '@/ui/primitives/MediaImage'

import { BlockSection } from '../BlockSection'
import { blockFrame } from '../block-settings'
import { COLUMN_CLASSES } from '../ContentCollection/columns'
import type { BlockProps } from '../types'

/**
 * SPEC §3 search results: the cars for sale matching an editor's preset search, in its columns;
 * each card links to the car's page (`{carPath}/{id}`).
 */
export async function SearchResults({ block, context }: BlockProps<SearchResultsBlock>) {
  const t = await getTranslations('saleResults')
  const frame = blockFrame(block.settings, 4)
  const cars = presetSaleSearch(context.cars?.forSale ?? [], {
    ...block.filters,
    sort: (block.sort ?? 'price-asc') as SaleSort,
    limit: block.limit,
  })
  const isk = (amount: number) => formatMoney({ amount: amount * 100, currency: 'ISK' }, context.locale)
  const number = new Intl.NumberFormat(context.locale)
  const carPath = (context.carPath ?? '/car').replace(/\/$/, '')
  return (
    <BlockSection
      type="searchResults"
      id={block.id}
      title={block.title}
      className={frame.sectionClass}
      innerClassName={frame.innerClass}
      isFlush={frame.isFlush}
    >
      <p className="-mt-2 mb-4 text-sm font-semibold" data-testid="search-results-count">
        {t('count', { count: cars.length })}
      </p>
      {cars.length === 0 ? null : (
        <ul className={`grid gap-4 ${COLUMN_CLASSES[frame.columns]}`}>
          {cars.map((car) => (
            <li key={car.id} className="flex">
              <article
                className="relative flex w-full flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-sm ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-700"
                data-testid="sale-car"
              >
                {car.picture ? (
                  <MediaImage
                    media={car.picture}
                    sizes="(min-width: 1024px) 25vw, 90vw"
                    alt={t('photoOf', { name: `${car.brand} ${car.model}` })}
                  />
                ) : null}
                <div className="flex flex-1 flex-col p-4">
                  {block.showTags !== false && car.tags.length > 0 ? (
                    <ul className="mb-2 flex flex-wrap gap-1" aria-label={t('tags')}>
                      {car.tags.map((tag) => (
                        <li key={tag} className="rounded bg-ink px-2 py-0.5 text-xs font-semibold text-white">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <h3 className="text-lg font-bold">
                    <Link href={`${carPath}/${car.id}`} className="after:absolute after:inset-0 focus:outline-none">
                      {car.brand} {car.model}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-muted">
                    {car.year} · {t('mileage', { km: number.format(car.mileage) })} · {t(`fuels.${car.fuel}`)} ·{' '}
                    {t(`gearboxes.${car.gearbox}`)}
                  </p>
                  <p className="mt-auto pt-3 text-lg">
                    {car.listPrice !== null ? (
                      <>
                        <span className="sr-only">{t('was')} </span>
                        <s className="mr-2 text-sm text-muted">{isk(car.listPrice)}</s>
                        <span className="sr-only">{t('now')} </span>
                      </>
                    ) : null}
                    <strong className="font-extrabold text-brand-900">{isk(car.price)}</strong>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  )
}
