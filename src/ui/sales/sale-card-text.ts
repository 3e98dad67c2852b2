import 'server-only'

import { getTranslations } from 'next-intl/server'
import { preload } from 'react-dom'

import { formatMoney } from '@/domain/money/money-format'
import type { SaleCard } from '@/server/sales/card'
import { buildSrcSet, fallbackCandidate, imageCandidates, placeholderUrl } from '@/ui/primitives/media-srcset'

import type { SaleCardData, SaleCardText, SalePhotoData } from './sale-card-data'
import { saleValueNamer } from './sale-value-names'

type CardTexts = { text: SaleCardText; toData: (car: SaleCard, href: string) => SaleCardData }

/** The shared labels of sale cards in `locale`, and how to turn a car into a card's data. */
export async function saleCardTexts(locale: string): Promise<CardTexts> {
  const [t, nameOf] = await Promise.all([getTranslations('saleResults'), saleValueNamer()])
  const isk = (amount: number) => formatMoney({ amount: amount * 100, currency: 'ISK' }, locale)
  const km = new Intl.NumberFormat(locale)
  const text: SaleCardText = { tags: t('tags'), was: t('was'), now: t('now') }
  const toData = (car: SaleCard, href: string): SaleCardData => {
    const name = `${car.brand} ${car.model}`
    const mileage = t('mileage', { km: km.format(car.mileage) })
    return {
      id: car.id,
      href,
      name,
      photo: car.picture ? photoOf(car.picture, t('photoOf', { name })) : null,
      tags: car.tags,
      facts: [car.year, mileage, nameOf('fuel', car.fuel), nameOf('gearbox', car.gearbox)].join(' · '),
      price: isk(car.price),
      priceAmount: car.price,
      listPrice: car.listPrice === null ? null : isk(car.listPrice),
    }
  }
  return { text, toData }
}

function photoOf(media: NonNullable<SaleCard['picture']>, alt: string): SalePhotoData | null {
  const candidates = imageCandidates(media)
  const fallback = fallbackCandidate(media, candidates)
  if (!fallback) return null
  return {
    src: encodeURI(fallback.url),
    srcSet: buildSrcSet(candidates),
    width: fallback.width,
    height: fallback.height,
    placeholder: placeholderUrl(media),
    alt,
  }
}

/** Has the browser fetch a first card's photo while it still reads the head (likely the largest paint). */
export function preloadSalePhoto(photo: SalePhotoData | null, sizes: string): void {
  if (!photo) return
  preload(photo.src, { as: 'image', imageSrcSet: photo.srcSet, imageSizes: sizes, fetchPriority: 'high' })
}
