import type { SaleCarTag } from '@/server/sales/card'

/** A card's photo as its `<img>` takes it: URLs already encoded, the blurred placeholder's URL if any. */
export type SalePhotoData = {
  src: string
  srcSet: string | undefined
  width: number
  height: number
  placeholder: string | null
  alt: string
}

/**
 * A car for sale's card as plain data, worded and priced in the page language on the server (the
 * browser's number format may differ from the server's, which would break hydration).
 */
export type SaleCardData = {
  id: number
  /** The car's page, without the locale prefix. */
  href: string
  name: string
  /** Null when the car has no usable photo: the card shows an empty frame instead. */
  photo: SalePhotoData | null
  tags: readonly SaleCarTag[]
  /** "2019 · 84,000 km · Petrol · Manual". */
  facts: string
  /** The price paid, formatted, and as a number for the price's `data-price`. */
  price: string
  priceAmount: number
  /** The price before the sale, formatted; null when not discounted. */
  listPrice: string | null
}

/** The labels every sale card shares. */
export type SaleCardText = { tags: string; was: string; now: string }

/** How wide a card's photo is shown in the usual grids, for its `sizes`. */
export const SALE_CARD_SIZES = '(min-width: 1260px) 22vw, (min-width: 612px) 45vw, 92vw'
