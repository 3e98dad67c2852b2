import 'server-only'

import type { Media, VehiclesForSale } from '@/payload-types'

/** SPEC §9 default tag colours: white on black. */
const TAG_TEXT = '#ffffff'
const TAG_BACKGROUND = '#000000'

export type SaleCarTag = { readonly label: string; readonly textColour: string; readonly backgroundColour: string }

/** A car for sale as every card shows it (search results, the search-results block, recommended cars); ISK. */
export type SaleCard = {
  readonly id: number
  readonly brand: string
  readonly model: string
  readonly year: number
  readonly mileage: number
  readonly fuel: VehiclesForSale['specification']['fuel']
  readonly gearbox: VehiclesForSale['specification']['gearbox']
  /** What the buyer pays: the sale amount when discounted, else the price. */
  readonly price: number
  /** The price before the sale amount, when discounted. */
  readonly listPrice: number | null
  readonly picture: Media | null
  readonly tags: readonly SaleCarTag[]
}

/** The tags of a car with their colours, white on black where an editor left them empty. */
export function saleTags(tags: VehiclesForSale['tags']): SaleCarTag[] {
  return (tags ?? []).map((tag) => ({
    label: tag.label,
    textColour: tag.textColour?.trim() || TAG_TEXT,
    backgroundColour: tag.backgroundColour?.trim() || TAG_BACKGROUND,
  }))
}

/** The card of a car read with its images populated (depth 1). */
export function saleCardOf(doc: VehiclesForSale): SaleCard {
  const picture = doc.images?.find((image): image is Media => typeof image === 'object' && Boolean(image?.url))
  const isDiscounted = doc.saleAmount != null && doc.saleAmount > 0 && doc.saleAmount < doc.price
  return {
    id: doc.id,
    brand: doc.brand,
    model: doc.model,
    year: doc.specification.year,
    mileage: doc.specification.mileage,
    fuel: doc.specification.fuel,
    gearbox: doc.specification.gearbox,
    price: isDiscounted && doc.saleAmount != null ? doc.saleAmount : doc.price,
    listPrice: isDiscounted ? doc.price : null,
    picture: picture ?? null,
    tags: saleTags(doc.tags),
  }
}
