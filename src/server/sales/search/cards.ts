import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Media, VehiclesForSale } from '@/payload-types'

/** A car in the search results; prices in whole ISK. */
export type SaleCard = {
  readonly id: number
  readonly brand: string
  readonly model: string
  readonly year: number
  readonly mileage: number
  readonly fuel: VehiclesForSale['specification']['fuel']
  readonly gearbox: VehiclesForSale['specification']['gearbox']
  readonly price: number
  /** The price before the sale amount, when discounted. */
  readonly listPrice: number | null
  readonly picture: Media | null
  readonly tags: ReadonlyArray<{
    readonly label: string
    readonly textColour: string
    readonly backgroundColour: string
  }>
}

/** The cards of the given cars, in the given order, in `locale`. */
export async function loadSaleCards(params: {
  payload: Payload
  ids: readonly number[]
  locale: Locale
}): Promise<SaleCard[]> {
  if (params.ids.length === 0) return []
  const { docs } = await params.payload.find({
    collection: 'vehicles-for-sale',
    where: { id: { in: [...params.ids] } },
    locale: params.locale,
    depth: 1,
    pagination: false,
    limit: params.ids.length,
    overrideAccess: false,
    select: { brand: true, model: true, price: true, saleAmount: true, images: true, specification: true, tags: true },
  })
  const byId = new Map(docs.map((doc) => [doc.id, toCard(doc)]))
  return params.ids.flatMap((id) => byId.get(id) ?? [])
}

type CardDoc = Pick<
  VehiclesForSale,
  'id' | 'brand' | 'model' | 'price' | 'saleAmount' | 'images' | 'specification' | 'tags'
>

function toCard(doc: CardDoc): SaleCard {
  const picture = doc.images?.find(
    (image): image is Media => typeof image === 'object' && image !== null && Boolean(image.url),
  )
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
    tags: (doc.tags ?? []).map((tag) => ({
      label: tag.label,
      textColour: tag.textColour?.trim() || '#ffffff',
      backgroundColour: tag.backgroundColour?.trim() || '#000000',
    })),
  }
}
