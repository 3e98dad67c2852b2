import 'server-only'

import type { Payload } from 'payload'

import type { SaleCar } from '@/domain/sales/preset-search'
import type { Locale } from '@/i18n/locales'
import type { Media, Page, VehiclesForSale } from '@/payload-types'
import { popularCategoryIds } from '@/server/rental/popular-categories'

import { fleetModels, type FleetModel } from './fleet-models'

/** A car for sale as the search-results block shows it; prices in whole ISK. */
export type SaleCarView = Omit<SaleCar, 'fuel' | 'gearbox'> & {
  readonly fuel: VehiclesForSale['specification']['fuel']
  readonly gearbox: VehiclesForSale['specification']['gearbox']
  readonly model: string
  /** The price before the sale, when the car is discounted. */
  readonly listPrice: number | null
  readonly picture: Media | null
  readonly tags: readonly string[]
}

/** What the car blocks of a page show: the rental fleet, the popular models, the cars for sale. */
export type BlockCars = {
  readonly fleet: readonly FleetModel[]
  readonly popularIds: readonly number[]
  readonly forSale: readonly SaleCarView[]
}

const FLEET_BLOCKS = ['carList', 'carDetails']
const SALE_BLOCKS = ['searchResults']

/** Loads only what the page's blocks need; a page without car blocks costs nothing. */
export async function loadBlockCars(params: {
  payload: Payload
  blocks: Page['layout']
  locale: Locale
  now: Date
}): Promise<BlockCars> {
  const { payload, locale, now } = params
  const types = new Set<string>((params.blocks ?? []).map((block) => block.blockType))
  const hasFleet = FLEET_BLOCKS.some((type) => types.has(type))
  const hasSales = SALE_BLOCKS.some((type) => types.has(type))
  const [fleet, popularIds, forSale] = await Promise.all([
    hasFleet ? fleetModels({ payload, locale, now }) : [],
    types.has('carList') ? popularCategoryIds(payload, now) : [],
    hasSales ? carsForSale({ payload, locale }) : [],
  ])
  return { fleet, popularIds, forSale }
}

async function carsForSale(params: { payload: Payload; locale: Locale }): Promise<SaleCarView[]> {
  const { docs } = await params.payload.find({
    collection: 'vehicles-for-sale',
    where: { isPublished: { equals: true }, sold: { not_equals: true } },
    locale: params.locale,
    depth: 1,
    limit: 200,
    pagination: false,
    overrideAccess: false,
  })
  return docs.map(toSaleCarView)
}

/** A car for sale as a card shows it (search results, recommended cars). */
export function toSaleCarView(doc: VehiclesForSale): SaleCarView {
  const picture = doc.images?.find((image): image is Media => typeof image === 'object' && Boolean(image.url))
  const isDiscounted = doc.saleAmount != null && doc.saleAmount > 0 && doc.saleAmount < doc.price
  return {
    id: doc.id,
    brand: doc.brand,
    model: doc.model,
    bodyType: doc.bodyType ?? null,
    fuel: doc.specification.fuel,
    gearbox: doc.specification.gearbox,
    driveTrain: doc.driveTrain ?? null,
    price: isDiscounted && doc.saleAmount != null ? doc.saleAmount : doc.price,
    listPrice: isDiscounted ? doc.price : null,
    mileage: doc.specification.mileage,
    year: doc.specification.year,
    picture: picture ?? null,
    tags: (doc.tags ?? []).map((tag) => tag.label),
  }
}
