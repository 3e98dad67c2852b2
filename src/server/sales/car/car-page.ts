import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'

import { formatMoney } from '@/domain/money/money-format'
import { saleCarJsonLd } from '@/domain/sales/car-page/car-json-ld'
import { saleValueLabel } from '@/domain/sales/coded-values'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { localizedMetadata, localizedUrl } from '@/server/cms/page-metadata'
import { payloadClient } from '@/server/payload'

import { findSaleCar, type SaleCarPage } from './sale-car'

/** A car page path's id: digits only, else no car (a 404). */
export function carIdOf(segment: string | undefined): number | null {
  return segment && /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null
}

/** The car page's data, once per request (metadata and page share it). */
export const loadSaleCarPage = cache(async (id: number, locale: Locale): Promise<SaleCarPage | null> =>
  findSaleCar({ payload: await payloadClient(), id, locale, now: new Date() }),
)

export function saleCarName(car: { brand: string; model: string }): string {
  return `${car.brand} ${car.model}`
}

export async function saleCarMetadata(params: { page: SaleCarPage; locale: Locale; path: string }): Promise<Metadata> {
  const { page, locale, path } = params
  const t = await getTranslations({ locale, namespace: 'saleCar' })
  const { car } = page
  const image = car.images[0]
  const large = image?.sizes?.large
  const imageUrl = large?.url ?? image?.url
  return localizedMetadata({
    locale,
    path,
    title: `${saleCarName(car)} ${car.specification.year}`,
    description: t('metaDescription', {
      name: saleCarName(car),
      year: car.specification.year,
      km: new Intl.NumberFormat(locale).format(car.specification.mileage),
      price: formatMoney({ amount: car.price.price * 100, currency: 'ISK' }, locale),
    }),
    image: imageUrl
      ? {
          url: new URL(imageUrl, env.SITE_URL).toString(),
          width: (large?.url ? large.width : image?.width) ?? undefined,
          height: (large?.url ? large.height : image?.height) ?? undefined,
          alt: saleCarName(car),
        }
      : undefined,
  })
}

/** The car's schema.org markup, its colour named in the page language. */
export async function saleCarStructuredData(params: { page: SaleCarPage; locale: Locale; path: string }) {
  const { car } = params.page
  const t = await getTranslations({ locale: params.locale, namespace: 'saleValues' })
  const colour = car.specification.colour ? saleValueLabel('colour', car.specification.colour) : null
  return saleCarJsonLd({
    name: `${saleCarName(car)} ${car.specification.year}`,
    brand: car.brand,
    model: car.model,
    sku: car.sku,
    url: localizedUrl(params.path, params.locale),
    imageUrls: car.images.flatMap((image) => (image.url ? [new URL(image.url, env.SITE_URL).toString()] : [])),
    year: car.specification.year,
    mileageKm: car.specification.mileage,
    fuel: car.specification.fuel,
    isAutomatic: car.specification.gearbox === 'Automatic',
    colour: colour && (colour.kind === 'code' ? t(colour.key as 'colour.white') : colour.text),
    doors: car.specification.doors ?? null,
    seats: car.specification.seats ?? null,
    price: car.price.price,
    isSold: car.isSold,
  })
}
