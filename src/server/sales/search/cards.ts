import 'server-only'

import type { Payload } from 'payload'

import type { SaleSearchRow } from '@/domain/sales/search/engine/row'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

import { saleTags, type SaleCard } from '../card'

export type { SaleCard }

/**
 * The cards of the given search rows, in their order, in `locale`: the figures come with the rows;
 * the tags (localised) and the first photo are read as a visitor may, without populating every
 * photo of every car.
 */
export async function loadSaleCards(params: {
  payload: Payload
  rows: readonly SaleSearchRow[]
  locale: Locale
}): Promise<SaleCard[]> {
  const { payload, rows, locale } = params
  if (rows.length === 0) return []
  const { docs } = await payload.find({
    collection: 'vehicles-for-sale',
    where: { id: { in: rows.map((row) => row.id) } },
    locale,
    depth: 0,
    pagination: false,
    limit: rows.length,
    overrideAccess: false,
    select: { images: true, tags: true },
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const firstPhotos = new Map(docs.map((doc) => [doc.id, mediaId(doc.images?.[0])]))
  const photoIds = [...new Set([...firstPhotos.values()].filter((id): id is number => id !== null))]
  const photos =
    photoIds.length === 0
      ? []
      : (
          await payload.find({
            collection: 'media',
            where: { id: { in: photoIds } },
            locale,
            depth: 0,
            pagination: false,
            limit: photoIds.length,
            overrideAccess: false,
          })
        ).docs
  const photoById = new Map(photos.filter((photo) => Boolean(photo.url)).map((photo) => [photo.id, photo]))
  return rows.flatMap((row) => {
    const doc = byId.get(row.id)
    if (!doc) return []
    const photoId = firstPhotos.get(row.id)
    return [
      {
        id: row.id,
        brand: row.brand,
        model: row.model,
        year: row.year,
        mileage: row.mileage,
        fuel: row.fuel,
        gearbox: row.gearbox,
        price: row.askingPrice,
        listPrice: row.listPrice,
        picture: (photoId !== null && photoId !== undefined ? photoById.get(photoId) : undefined) ?? null,
        tags: saleTags(doc.tags),
      },
    ]
  })
}

function mediaId(image: number | Media | null | undefined): number | null {
  if (image === null || image === undefined) return null
  return typeof image === 'number' ? image : image.id
}
