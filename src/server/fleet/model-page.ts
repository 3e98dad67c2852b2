import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'

import { modelJsonLd } from '@/domain/fleet/model-json-ld'
import { formatMoney, isDisplayablePrice } from '@/domain/money/money-format'
import type { Locale } from '@/i18n/locales'
import { env } from '@/env'
import { localizedMetadata, localizedUrl } from '@/server/cms/page-metadata'
import { payloadClient } from '@/server/payload'

import { findFleetModel, type ModelPage } from './fleet-model'

export type ModelPageLoad = { status: 'found'; page: ModelPage } | { status: 'not-found' | 'missing' | 'failed' }

/** The model page data, once per request (metadata and page share it); a failed load is 'failed'. */
export const loadModelPage = cache(
  async ({ slug, locale }: { slug: string; locale: Locale }): Promise<ModelPageLoad> => {
    try {
      return await findFleetModel({ payload: await payloadClient(), slug, locale, now: new Date() })
    } catch (error) {
      console.error('Car model page failed to load', error)
      return { status: 'failed' }
    }
  },
)

export async function modelMetadata({ page, locale }: { page: ModelPage; locale: Locale }): Promise<Metadata> {
  const { model } = page
  const image = page.images[0]
  const large = image?.sizes?.large
  const imageUrl = large?.url ?? image?.url
  return localizedMetadata({
    locale,
    path: `/cars/${model.slug}`,
    title: model.model,
    description: await modelDescription({ page, locale }),
    image: imageUrl
      ? {
          url: new URL(imageUrl, env.SITE_URL).toString(),
          width: (large?.url ? large.width : image?.width) ?? undefined,
          height: (large?.url ? large.height : image?.height) ?? undefined,
          alt: model.model,
        }
      : undefined,
  })
}

export async function modelStructuredData({ page, locale }: { page: ModelPage; locale: Locale }) {
  const { model } = page
  return modelJsonLd({
    name: model.model,
    description: await modelDescription({ page, locale }),
    url: localizedUrl(`/cars/${model.slug}`, locale),
    imageUrls: page.images.flatMap((image) => (image.url ? [new URL(image.url, env.SITE_URL).toString()] : [])),
    seats: model.passengerCount,
    doors: model.doorCount,
    isAutomatic: model.transmissionAuto,
    fuelType: model.fuelType,
    driveType: model.driveType,
    fromPerDay: model.fromPerDay,
  })
}

async function modelDescription({ page, locale }: { page: ModelPage; locale: Locale }): Promise<string> {
  const [t, card] = await Promise.all([
    getTranslations({ locale, namespace: 'fleet.model' }),
    getTranslations({ locale, namespace: 'booking.card' }),
  ])
  const { model } = page
  const values = {
    name: model.model,
    seats: model.passengerCount,
    transmission: model.transmissionAuto ? card('automatic') : card('manual'),
    drive: model.driveType,
  }
  return isDisplayablePrice(model.fromPerDay)
    ? t('metaDescription', { ...values, price: formatMoney(model.fromPerDay, locale) })
    : t('metaDescriptionNoPrice', values)
}
