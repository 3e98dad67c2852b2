import type { SaleCard } from '@/server/sales/card'

import { SALE_CARD_SIZES } from './sale-card-data'
import { preloadSalePhoto, saleCardTexts } from './sale-card-text'
import { SaleCarCardView } from './lazy'

/**
 * The one card of a car for sale (the search-results block, recommended cars), worded on the
 * server and drawn by SaleCarCardView; `href` is the car's page without the locale prefix.
 */
export async function SaleCarCard({
  car,
  href,
  locale,
  sizes = SALE_CARD_SIZES,
  isPriority = false,
  hasTags = true,
  testId = 'sale-car',
}: {
  car: SaleCard
  href: string
  locale: string
  /** How wide the photo is shown, for its `sizes`. */
  sizes?: string
  isPriority?: boolean
  hasTags?: boolean
  testId?: string
}) {
  const { text, toData } = await saleCardTexts(locale)
  const data = toData(car, href)
  if (isPriority) preloadSalePhoto(data.photo, sizes)
  return (
    <SaleCarCardView car={data} text={text} sizes={sizes} isPriority={isPriority} hasTags={hasTags} testId={testId} />
  )
}
