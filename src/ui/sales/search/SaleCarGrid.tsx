'use client'

import { SALE_CARD_SIZES, type SaleCardData, type SaleCardText } from '@/ui/sales/sale-card-data'
import { SaleCarCardView } from '@/ui/sales/SaleCarCardView'

/** The search's result cards from their data: the shared labels are sent once, not with every card. */
export function SaleCarGrid(props: {
  cards: readonly SaleCardData[]
  text: SaleCardText
  className: string
  label: string
}) {
  return (
    <ul className={props.className} aria-label={props.label} data-testid="search-results">
      {props.cards.map((car, at) => (
        <li key={car.id} className="flex">
          <SaleCarCardView car={car} text={props.text} sizes={SALE_CARD_SIZES} isPriority={at === 0} />
        </li>
      ))}
    </ul>
  )
}
