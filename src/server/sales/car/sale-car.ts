import 'server-only'

import type { Payload } from 'payload'

import { salePrice, type SalePrice } from '@/domain/sales/car-page/discount'
import { priceWindow, recommendedCars, RECOMMENDED_LIMIT } from '@/domain/sales/car-page/recommended'
import { isCarPageShown } from '@/domain/sales/car-page/sold'
import type { SaleSpecification } from '@/domain/sales/car-page/spec-rows'
import type { Locale } from '@/i18n/locales'
import type { Media, VehiclesForSale } from '@/payload-types'
import { toSaleCarView, type SaleCarView } from '@/server/fleet/block-cars'

import { saleTags, type SaleCarTag } from '../card'

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
  readonly driveTrain: string | null
  readonly tags: readonly SaleCarTag[]
  readonly accessories: readonly string[]
  readonly isSold: boolean
}

export type SaleCarPage = { readonly car: SaleCarDetails; readonly recommended: readonly SaleCarView[] }

/**
 * A published car for sale and the cars recommended beside it, read as a visitor may (unpublished
 * cars are not found). A sold car keeps its page, marked sold, for 30 days (`isCarPageShown`).
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
  if (!isCarPageShown(sold, now)) return null
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
  const candidates = docs.filter((doc) => doc.sold !== true).map(toSaleCarView)
  return recommendedCars({ id: car.id, bodyType: car.bodyType, price: car.price.price }, candidates)
}

function soldState(doc: VehiclesForSale): { isSold: boolean; soldAt: Date | null } {
  const soldAt = doc.soldAt ? new Date(doc.soldAt) : null
  return { isSold: doc.sold === true, soldAt: soldAt && !Number.isNaN(soldAt.getTime()) ? soldAt : null }
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
    driveTrain: doc.driveTrain ?? null,
    tags: saleTags(doc.tags),
    accessories: (doc.accessories ?? []).map((line) => line.text).filter((text) => text.trim() !== ''),
    isSold,
  }
}
