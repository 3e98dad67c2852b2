import { getTranslations } from 'next-intl/server'

import { carListCars, carListPageSize, type CarListViewMode } from '@/domain/fleet/car-list'
import { modelSlug } from '@/domain/content/slug'
import type { CarListBlock } from '@/payload-types'
import { toFleetCard } from '@/ui/fleet/fleet-card'
import type { ModelCardData } from '@/ui/fleet/model-card-data'
import { modelCardTexts } from '@/ui/fleet/model-card-text'
import { buttonClass } from '@/ui/primitives/button-styles'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { BlockSection } from '../BlockSection'
import { blockFrame } from '../block-settings'
import { COLUMN_CLASSES } from '../ContentCollection/columns'
import { CarListTabs } from '../lazy'
import type { BlockProps } from '../types'

/**
 * SPEC §3 car list: tabs of cars (a web category, picked models or the popular cars), up to the
 * list limit (8), a page of rows at a time (2 rows), as a grid or a list, and a "more" button.
 */
export async function CarList({ block, context }: BlockProps<CarListBlock>) {
  const tabs = block.tabs ?? []
  const fleet = context.cars?.fleet ?? []
  if (tabs.length === 0 || fleet.length === 0) return null
  const [t, card] = await Promise.all([getTranslations('blocks.carList'), getTranslations('booking.card')])
  const frame = blockFrame(block.settings, 4)
  const viewMode: CarListViewMode = block.viewMode === 'list' ? 'list' : 'grid'
  const { text, toData } = await modelCardTexts()
  const orSimilar = (name: string) => card('orSimilar', { name })
  const cards = new Map<number, ModelCardData>()
  const tabViews = tabs.map((tab, index) => {
    const cars = carListCars({
      tab: {
        source: tab.source,
        webCategory: tab.webCategory ?? undefined,
        modelIds: (tab.models ?? []).map((model) => (typeof model === 'object' ? model.id : model)),
      },
      fleet,
      popularIds: context.cars?.popularIds ?? [],
      limit: block.listLimit,
    })
    for (const model of cars) {
      if (!cards.has(model.id)) cards.set(model.id, toData(toFleetCard({ model, locale: context.locale, orSimilar })))
    }
    return { tabId: tabIdOf(block.id, tab.label, index), title: tab.label, carIds: cars.map((model) => model.id) }
  })
  const moreHref = block.moreButton?.url?.trim() || context.libraryPath || '/our-cars'
  return (
    <BlockSection
      type="carList"
      id={block.id}
      title={block.title}
      tag={block.tag}
      className={frame.sectionClass}
      innerClassName={frame.innerClass}
      isFlush={frame.isFlush}
    >
      <CarListTabs
        cards={[...cards.values()]}
        text={text}
        tabs={tabViews}
        pageSize={
          block.pagination === false
            ? Number.MAX_SAFE_INTEGER
            : carListPageSize({ rowsPerPage: block.rowsPerPage, columns: frame.columns, viewMode })
        }
        listClass={`grid gap-5 ${viewMode === 'list' ? 'grid-cols-1' : COLUMN_CLASSES[frame.columns]}`}
        layout={viewMode === 'list' ? 'row' : 'column'}
        labels={{ previous: t('previous'), next: t('next'), page: t('page'), nav: t('pages') }}
      />
      <p className="mt-8 text-center">
        <SmartLink
          href={moreHref}
          className={buttonClass(frame.isDark ? 'secondary' : 'outline')}
          data-testid="car-list-more"
        >
          {block.moreButton?.label?.trim() || t('more')}
        </SmartLink>
      </p>
    </BlockSection>
  )
}

function tabIdOf(blockId: string | null | undefined, label: string, index: number): string {
  return `${modelSlug(label) || 'tab'}-${blockId ?? index}`
}
