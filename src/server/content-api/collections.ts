import 'server-only'

import type { Payload } from 'payload'

import { CACHE_TAG } from '@/domain/content/cache-tags'
import { SPEC_COLLECTION_IDS, type SpecCollection } from '@/domain/content/spec-ids'
import { toMajorUnits } from '@/domain/money/money'
import { isInDateWindow } from '@/domain/time/date-window'
import type { Locale } from '@/i18n/locales'
import type { BannerBlock } from '@/payload-types'

import { findActiveUpgradeRules } from '../booking-flow/upgrade-rule-content'
import { cachedAcrossRequests } from '../cache/cached-across-requests'
import { fleetModels, type FleetModel } from '../fleet/fleet-models'
import { payloadClient } from '../payload'
import { popularCategoryIds } from '../rental/popular-categories'

import { apiImage, type ApiImage } from './plain-media'

/** What `GET /v1/collection/search?cid=` answers: the collection's id and name, its items. */
export type ApiCollection = { id: number; name: SpecCollection; items: unknown[]; totalCount: number }

/** SPEC §3 Banner: image per device, label, link, dateFrom, dateTo, category. */
export type ApiBanner = {
  id: string | null
  pagePath: string
  label: string | null
  title: string
  text: string | null
  image: { desktop: ApiImage | null; tablet: ApiImage | null; mobile: ApiImage | null }
  link: string | null
  dateFrom: string | null
  dateTo: string | null
  category: string | null
}

/** A model of the fleet as a car item: `vehicleId` and its page's `path` (SPEC §7 car details). */
export type ApiCar = {
  vehicleId: number
  path: string
  model: string
  displayName: string
  acrissCode: string
  category: string
  transmissionAuto: boolean
  passengerCount: number
  baggageCount: number
  doorCount: number
  fuelType: string | null
  driveType: string
  features: readonly string[]
  pictureURL: string | null
  isGuaranteedModel: boolean
  fromPerDay: { amount: number; currency: string } | null
}

/**
 * The collection `name` in `locale` (SPEC §7 `collection/search`), read through the loaders the
 * pages use: the banners of the published pages (kept under the pages' tags, shown today by their
 * date window), the active upgrade rules, the most booked models, the fleet's car details
 * (`vehicleId` narrows them to one model). The fleet comes from the rental catalogue's cache,
 * which expires on every fleet change (ADR 009).
 */
export async function collectionItems(params: {
  name: SpecCollection
  locale: Locale
  vehicleId?: number | undefined
  now: Date
}): Promise<ApiCollection> {
  const { name, locale, now } = params
  const payload = await payloadClient()
  const items = await itemsOf({ payload, name, locale, now, vehicleId: params.vehicleId })
  return { id: SPEC_COLLECTION_IDS[name], name, items, totalCount: items.length }
}

async function itemsOf(params: {
  payload: Payload
  name: SpecCollection
  locale: Locale
  vehicleId: number | undefined
  now: Date
}): Promise<unknown[]> {
  const { payload, locale, now } = params
  switch (params.name) {
    case 'banners':
      return (await publishedBanners(locale)).filter((banner) =>
        isInDateWindow({ now, from: banner.dateFrom, to: banner.dateTo }),
      )
    case 'upgradeFilter':
      return (await findActiveUpgradeRules({ payload, locale })).map((rule) => ({
        id: rule.id,
        title: rule.title,
        description: rule.description,
        targetVehicleId: rule.targetCategoryId,
        blogPath: rule.blogPath,
        rules: {
          vehicleIds: rule.bookedCategoryIds,
          sizes: rule.sizes,
          automaticOnly: rule.isAutomaticOnly,
          doors: rule.maxDoors,
          passengers: rule.maxPassengers,
          baggage: rule.maxBaggage,
          fuelTypes: rule.fuelTypes,
          driveTypes: rule.driveTypes,
          dateFrom: rule.validFrom,
          dateTo: rule.validTo,
        },
        sortOrder: rule.sortOrder,
      }))
    case 'popularCars': {
      const [ids, fleet] = await Promise.all([popularCategoryIds(payload, now), fleetModels({ payload, locale, now })])
      return ids.flatMap((id) => {
        const model = fleet.find((candidate) => candidate.id === id)
        return model ? [toApiCar(model)] : []
      })
    }
    case 'carDetails': {
      const fleet = await fleetModels({ payload, locale, now })
      const wanted = params.vehicleId
      return fleet.filter((model) => wanted === undefined || model.id === wanted).map(toApiCar)
    }
  }
}

function toApiCar(model: FleetModel): ApiCar {
  return {
    vehicleId: model.id,
    path: `/cars/${model.slug}`,
    model: model.model,
    displayName: model.displayName,
    acrissCode: model.acrissCode,
    category: model.webCategory,
    transmissionAuto: model.transmissionAuto,
    passengerCount: model.passengerCount,
    baggageCount: model.baggageCount,
    doorCount: model.doorCount,
    fuelType: model.fuelType ?? null,
    driveType: model.driveType,
    features: model.features,
    pictureURL: model.pictureURL,
    isGuaranteedModel: model.isGuaranteedModel,
    fromPerDay: model.fromPerDay
      ? { amount: toMajorUnits(model.fromPerDay), currency: model.fromPerDay.currency }
      : null,
  }
}

async function loadBanners(locale: Locale): Promise<ApiBanner[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    depth: 1,
    select: { path: true, layout: true },
    pagination: false,
    limit: 0,
    draft: false,
    overrideAccess: false,
  })
  return docs.flatMap((page) =>
    (page.layout ?? []).flatMap((block) => (block.blockType === 'banner' ? [toApiBanner(block, page.path)] : [])),
  )
}

function toApiBanner(block: BannerBlock, pagePath: string): ApiBanner {
  return {
    id: block.id ?? null,
    pagePath,
    label: block.label ?? null,
    title: block.title,
    text: block.text ?? null,
    image: { desktop: apiImage(block.image), tablet: apiImage(block.tabletImage), mobile: apiImage(block.mobileImage) },
    link: block.link ?? null,
    dateFrom: block.dateFrom ?? null,
    dateTo: block.dateTo ?? null,
    category: block.category ?? null,
  }
}

/** Every banner of the published pages, kept under the pages' tags; the date window is applied per request. */
const publishedBanners = cachedAcrossRequests(loadBanners, ['content-api-banners'], [CACHE_TAG.pages, CACHE_TAG.media])
