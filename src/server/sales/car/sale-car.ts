import 'server-only'

import type { Payload } from 'payload'

import { salePrice, type SalePrice } from '@/domain/sales/car-page/discount'
import { priceWindow, recommendedCars, RECOMMENDED_LIMIT } from '@/domain/sales/car-page/recommended'
import type { SaleSpecification } from '@/domain/sales/car-page/spec-rows'
import type { Locale } from '@/i18n/locales'
import type { Media, VehiclesForSale } from '@/payload-types'
import { toSaleCarView, type SaleCarView } from '@/server/fleet/block-cars'

/** How long a sold car keeps its page, with a "sold" note (issue 10). */
export const SOLD_PAGE_DAYS = 30

export type SaleCarTag = { readonly label: string; readonly textColour: string; readonly backgroundColour: string }

/** One car for sale as its page shows it. */
export type SaleCarDetails = {
  readonly id: number
  readonly brand: string
  readonly model: string
  readonly sku: string
  readonly price: SalePrice
  readonly images: readonly Media[]
  readonly specification: SaleSpecification
  readonly bodyType: string | null
  readonly tags: readonly SaleCarTag[]
  readonly accessories: readonly string[]
  readonly isSold: boolean
}

export type SaleCarPage = { readonly car: SaleCarDetails; readonly recommended: readonly SaleCarView[] }

/** SPEC §9 default tag colours: white on black. */
const TAG_TEXT = '#ffffff'
const TAG_BACKGROUND = '#000000'

/**
 * A published car for sale and the cars recommended beside it, read as a visitor may (unpublished
 * cars are not found). A car sold more than 30 days ago is not found either.
 */
export async function findSaleCar(params: {
  payload: Payload
  id: number
  locale: Locale
  now: Date
}): Promise<SaleCarPage | null> {
  const { payload, id, locale, now } = params
  const { docs } = await payload.find({
    collection: 'vehicles-for-sale',
    where: { id: { equals: id } },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  const sold = soldState(doc)
  if (sold.isSold && sold.soldAt && now.getTime() - sold.soldAt.getTime() > SOLD_PAGE_DAYS * 86_400_000) return null
  const car = toDetails(doc, sold.isSold)
  return { car, recommended: await findRecommended({ payload, car, locale }) }
}

async function findRecommended(params: { payload: Payload; car: SaleCarDetails; locale: Locale }) {
  const { payload, car, locale } = params
  const window = priceWindow(car.price.price)
  const { docs } = await payload.find({
    collection: 'vehicles-for-sale',
    where: {
      and: [
        { isPublished: { equals: true } },
        { id: { not_equals: car.id } },
        {
          or: [
            ...(car.bodyType ? [{ bodyType: { equals: car.bodyType } }] : []),
            { price: { greater_than_equal: window.from, less_than_equal: window.to } },
          ],
        },
      ],
    },
    locale,
    depth: 1,
    limit: RECOMMENDED_LIMIT * 6,
    pagination: false,
    overrideAccess: false,
  })
  const candidates = docs.filter((doc) => !soldState(doc).isSold).map(toSaleCarView)
  return recommendedCars({ id: car.id, bodyType: car.bodyType, price: car.price.price }, candidates)
}

/** `sold` / `soldAt` come with the search work (issue 10 part A); read only when the collection has them. */
function soldState(doc: VehiclesForSale): { isSold: boolean; soldAt: Date | null } {
  const record: Record<string, unknown> = { ...doc }
  const isSold = record.sold === true
  const soldAt = typeof record.soldAt === 'string' ? new Date(record.soldAt) : null
  return { isSold, soldAt: soldAt && !Number.isNaN(soldAt.getTime()) ? soldAt : null }
}

function toDetails(doc: VehiclesForSale, isSold: boolean): SaleCarDetails {
  return {
    id: doc.id,
    brand: doc.brand,
    model: doc.model,
    sku: doc.sku,
    price: salePrice(doc.price, doc.saleAmount),
    images: (doc.images ?? []).filter((image): image is Media => typeof image === 'object' && Boolean(image.url)),
    specification: doc.specification,
    bodyType: doc.bodyType ?? null,
    tags: (doc.tags ?? []).map((tag) => ({
      label: tag.label,
      textColour: tag.textColour?.trim() || TAG_TEXT,
      backgroundColour: tag.backgroundColour?.trim() || TAG_BACKGROUND,
    })),
    accessories: (doc.accessories ?? []).map((line) => line.text).filter((text) => text.trim() !== ''),
    isSold,
  }
}
