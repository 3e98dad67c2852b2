'use client'

import { Heading } from '@/ui/primitives/Heading'

import { hideClassesOf } from './filter-combos'
import type { ModelCardData, ModelCardText } from './model-card-data'
import { ModelCardView } from './ModelCardView'

/** A web category's cards; `hideOn` lists the filter combinations (see filter-combos) that hide a card or the group. */
export type FleetGroupView = {
  id: string
  title: string
  hideOn: readonly string[]
  cards: readonly { car: ModelCardData; hideOn: readonly string[] }[]
}

/**
 * The catalogue's groups of cards, drawn from compact card data (the page's RSC payload carries the
 * data, not a tree per card). The special filters hide cards by CSS, as before.
 */
export function FleetGroups({ groups, text }: { groups: readonly FleetGroupView[]; text: ModelCardText }) {
  const priorityId = groups[0]?.cards[0]?.car.id
  return groups.map((group) => (
    <section
      key={group.id}
      aria-labelledby={`fleet-${group.id}`}
      className={`mt-10 ${hideClassesOf(group.hideOn)}`}
      data-testid="fleet-group"
      data-category={group.id}
    >
      <Heading level={2} id={`fleet-${group.id}`}>
        {group.title}
      </Heading>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {group.cards.map(({ car, hideOn }) => (
          <li key={car.id} className={`flex ${hideClassesOf(hideOn)}`}>
            <ModelCardView car={car} text={text} isPriority={car.id === priorityId} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  ))
}
