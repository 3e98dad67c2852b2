import { getTranslations } from 'next-intl/server'

import { presetSaleSearch, type SaleSort } from '@/domain/sales/preset-search'
import type { SearchResultsBlock } from '@/payload-types'
import { SaleCarCard } from '@/ui/sales/SaleCarCard'

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
              <SaleCarCard
                car={car}
                href={`${carPath}/${car.id}`}
                locale={context.locale}
                sizes="(min-width: 1024px) 25vw, 90vw"
                hasTags={block.showTags !== false}
              />
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  )
}
