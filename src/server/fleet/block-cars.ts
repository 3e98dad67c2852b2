import 'server-only'

import type { Payload } from 'payload'

import type { SaleCar } from '@/domain/sales/preset-search'
import { searchDefaultsFor } from '@/domain/search/language-defaults'
import type { Locale } from '@/i18n/locales'
import type { Page, VehiclesForSale } from '@/payload-types'
import { loadSearchBox, type SearchBoxData } from '@/server/booking-flow/search-box'
import { popularCategoryIds } from '@/server/rental/popular-categories'
import { saleCardOf, type SaleCard } from '@/server/sales/card'

import { fleetModels, type FleetModel } from './fleet-models'

/** A car for sale as the search-results block filters and shows it; prices in whole ISK. */
export type SaleCarView = SaleCard & Pick<SaleCar, 'bodyType' | 'driveTrain'>

/** What the car blocks of a page show: the rental fleet, the popular models, the cars for sale. */
export type BlockCars = {
  readonly fleet: readonly FleetModel[]
  readonly popularIds: readonly number[]
  readonly forSale: readonly SaleCarView[]
  /** The offices and out-of-hours fee of a booking search box, when the page has one. */
  readonly searchBox?: SearchBoxData
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
  const [fleet, popularIds, forSale, searchBox] = await Promise.all([
    hasFleet ? fleetModels({ payload, locale, now }) : [],
    types.has('carList') ? popularCategoryIds(payload, now) : [],
    hasSales ? carsForSale({ payload, locale }) : [],
    types.has('bookingSearch') ? loadSearchBox({ locale, currency: searchDefaultsFor(locale).currency }) : undefined,
  ])
  return { fleet, popularIds, forSale, ...(searchBox && { searchBox }) }
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

/** A car for sale as a card shows it, with what the block's preset search filters on. */
export function toSaleCarView(doc: VehiclesForSale): SaleCarView {
  return { ...saleCardOf(doc), bodyType: doc.bodyType ?? null, driveTrain: doc.driveTrain ?? null }
}
