import { getTranslations } from 'next-intl/server'

import { carListCars, carListPageSize, type CarListViewMode } from '@/domain/fleet/car-list'
import { modelSlug } from '@/domain/content/slug'
import type { CarListBlock } from '@/payload-types'
import { toFleetCard } from '@/ui/fleet/fleet-card'
import { ModelCard } from '@/ui/fleet/ModelCard'
import { buttonClass } from '@/ui/primitives/button-styles'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { BlockSection } from '../BlockSection'
import { blockFrame } from '../block-settings'
import { COLUMN_CLASSES, type ColumnCount } from '../ContentCollection/columns'
import { PagedList, TabList } from '../lazy'
import type { BlockContext, BlockProps } from '../types'

/**
 * SPEC §3 car list: tabs of cars (a web category, picked models or the popular cars), up to the
 * list limit (8), a page of rows at a time (2 rows), as a grid or a list, and a "more" button.
 */
export async function CarList({ block, context }: BlockProps<CarListBlock>) {
  const tabs = block.tabs ?? []
  const fleet = context.cars?.fleet ?? []
  if (tabs.length === 0 || fleet.length === 0) return null
  const t = await getTranslations('blocks.carList')
  const frame = blockFrame(block.settings, 4)
  const viewMode: CarListViewMode = block.viewMode === 'list' ? 'list' : 'grid'
  const panels = tabs.map((tab, index) => (
    <CarListPanel
      key={tab.id ?? index}
      cars={carListCars({
        tab: {
          source: tab.source,
          webCategory: tab.webCategory ?? undefined,
          modelIds: (tab.models ?? []).map((model) => (typeof model === 'object' ? model.id : model)),
        },
        fleet,
        popularIds: context.cars?.popularIds ?? [],
        limit: block.listLimit,
      })}
      context={context}
      columns={frame.columns}
      viewMode={viewMode}
      pageSize={
        block.pagination === false
          ? Number.MAX_SAFE_INTEGER
          : carListPageSize({ rowsPerPage: block.rowsPerPage, columns: frame.columns, viewMode })
      }
    />
  ))
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
      {tabs.length > 1 ? (
        <TabList
          tabs={tabs.map((tab, index) => ({ tabId: tabIdOf(block.id, tab.label, index), title: tab.label }))}
          panels={panels}
        />
      ) : (
        panels
      )}
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

async function CarListPanel(props: {
  cars: Parameters<typeof toFleetCard>[0]['model'][]
  context: BlockContext
  columns: ColumnCount
  viewMode: CarListViewMode
  pageSize: number
}) {
  const [t, card] = await Promise.all([getTranslations('blocks.carList'), getTranslations('booking.card')])
  const { context, viewMode } = props
  const listClass = `grid gap-5 ${viewMode === 'list' ? 'grid-cols-1' : COLUMN_CLASSES[props.columns]}`
  return (
    <PagedList
      pageSize={props.pageSize}
      className={listClass}
      labels={{ previous: t('previous'), next: t('next'), page: t('page'), nav: t('pages') }}
    >
      {props.cars.map((model) => (
        <li key={model.id} className="flex" data-testid="car-list-item">
          <ModelCard
            car={toFleetCard({ model, locale: context.locale, orSimilar: (name) => card('orSimilar', { name }) })}
            layout={viewMode === 'list' ? 'row' : 'column'}
            className="w-full"
          />
        </li>
      ))}
    </PagedList>
  )
}

function tabIdOf(blockId: string | null | undefined, label: string, index: number): string {
  return `${modelSlug(label) || 'tab'}-${blockId ?? index}`
}
