/**
 * A model card as plain data: what one card shows, already in the page language, and the labels
 * every card shares. Lists that switch or page their cards in the browser get these compact props
 * instead of a server-rendered tree per card (the tree is sent again in the page's RSC payload).
 */
export type ModelFactKey = 'transmission' | 'seats' | 'bags' | 'doors' | 'drive' | 'fuel'

export type ModelCardData = {
  id: number
  model: string
  /** The model's display name ("Kia Picanto or similar"). */
  name: string
  pictureURL: string | null
  photoAlt: string
  facts: readonly { key: ModelFactKey; value: string }[]
  isFRoadAllowed: boolean
  features: readonly string[]
  /** The "from" price per day, formatted; null when there is no price to show. */
  price: string | null
  detailsHref: string
  bookHref: string
  bookLabel: string
  detailsLabel: string
}

/** "from <strong>{price}</strong> a day" cut around the price, so a card fills in its own. */
export type PriceTemplate = { before: string; strongBefore: string; strongAfter: string; after: string }

export type ModelCardText = {
  /** Screen-reader labels before some facts' values. */
  factLabels: Partial<Record<ModelFactKey, string>>
  fRoadAllowed: string
  fRoadNotAllowed: string
  features: string
  noPrice: string
  fromPerDay: PriceTemplate
  bookThis: string
  details: string
}

const PRICE = '\u0000'
const STRONG_OPEN = '\u0001'
const STRONG_CLOSE = '\u0002'

/** The markers `priceTemplate` expects a message to be rendered with. */
export const PRICE_MARKERS = {
  price: PRICE,
  strong: (chunks: string) => `${STRONG_OPEN}${chunks}${STRONG_CLOSE}`,
}

/** Cuts a message rendered with PRICE_MARKERS into the text around the price and its bold part. */
export function priceTemplate(marked: string): PriceTemplate {
  const [before = '', rest = ''] = splitOnce(marked, STRONG_OPEN)
  const [strong = '', after = ''] = splitOnce(rest, STRONG_CLOSE)
  const [strongBefore = '', strongAfter = ''] = splitOnce(strong, PRICE)
  return { before, strongBefore, strongAfter, after }
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker)
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)]
}
