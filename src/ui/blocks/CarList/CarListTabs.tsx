'use client'

import { ModelCardView } from '@/ui/fleet/ModelCardView'
import type { ModelCardData } from '@/ui/fleet/model-card-data'

import { TabButtons } from '../Tabs/TabButtons'
import { TabPanel } from '../Tabs/TabPanel'
import { useTabSelection } from '../Tabs/use-tab-selection'
import type { CarListTabView, CarListView } from './car-list-view'
import { PagedList } from './PagedList'

/**
 * The car list's tabs and pages. Only the selected tab's cards are rendered (on the server, the
 * first tab's); the others are drawn from the same card data when chosen, so a car shown in several
 * tabs is sent once.
 */
export function CarListTabs(view: CarListView) {
  const selection = useTabSelection(view.tabs)
  const byId = new Map(view.cards.map((card) => [card.id, card]))
  const [only] = view.tabs
  if (view.tabs.length === 1 && only) return <CarListPage view={view} tab={only} byId={byId} />
  return (
    <div>
      <TabButtons tabs={view.tabs} selection={selection} />
      {view.tabs.map((tab) => {
        const isSelected = tab.tabId === selection.selectedId
        return (
          <TabPanel key={tab.tabId} tabId={tab.tabId} isSelected={isSelected}>
            {isSelected ? <CarListPage view={view} tab={tab} byId={byId} /> : null}
          </TabPanel>
        )
      })}
    </div>
  )
}

function CarListPage({
  view,
  tab,
  byId,
}: {
  view: CarListView
  tab: CarListTabView
  byId: ReadonlyMap<number, ModelCardData>
}) {
  return (
    <PagedList pageSize={view.pageSize} className={view.listClass} labels={view.labels}>
      {tab.carIds.flatMap((id) => {
        const card = byId.get(id)
        return card
          ? [
              <li key={id} className="flex" data-testid="car-list-item">
                <ModelCardView car={card} text={view.text} layout={view.layout} className="w-full" />
              </li>,
            ]
          : []
      })}
    </PagedList>
  )
}
