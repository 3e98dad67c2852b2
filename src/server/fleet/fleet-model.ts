import 'server-only'

import type { Payload } from 'payload'

import { money, type Money } from '@/domain/money/money'
import { DEFAULT_PRICE_LIST_ID } from '@/domain/pricing/price-list'
import { AGE_BANDS } from '@/domain/search/search-defaults'
import { minimumAge } from '@/domain/booking/minimum-age'
import { protectionCode, type ProtectionLevel } from '@/domain/booking/services'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { activeServices, ageRules, findPriceList } from '@/server/rental/catalogue'
import { fromPrices } from '@/server/rental/from-prices'
import { toRentalCategory } from '@/server/rental/mappers/category'
import { unitPriceFor } from '@/server/rental/mappers/service'

import type { FleetModel } from './fleet-models'

/** SPEC §9: a car's gallery shows at most 4 images. */
const CAR_GALLERY_MAX = 4

const PROTECTION_LEVELS: readonly ProtectionLevel[] = ['basic', 'standard', 'premium']

export type ModelProtection = {
  readonly level: ProtectionLevel
  readonly name: string
  readonly description: string
  /** Null when the engine does not know it. */
  readonly excess: Money | null
  readonly perDay: Money
}

export type ModelPage = {
  readonly model: FleetModel
  readonly images: readonly Media[]
  readonly protections: readonly ModelProtection[]
  readonly minDriverAge: number
  readonly youngDriverFees: readonly { readonly band: string; readonly fee: Money }[]
}

/**
 * One rental model for its page, by slug: 'not-found' when no category has the slug, 'missing'
 * when it is retired (SPEC §8: either way the visitor goes to /our-cars). Protections, excess and the young
 * driver fees come from the rental engine, as on the Insurance step.
 */
export async function findFleetModel(params: {
  payload: Payload
  slug: string
  locale: Locale
  now: Date
}): Promise<{ status: 'found'; page: ModelPage } | { status: 'not-found' | 'missing' }> {
  const { payload, slug, locale, now } = params
  const { docs } = await payload.find({
    collection: 'car-categories',
    where: { slug: { equals: slug } },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
  })
  const doc = docs[0]
  if (!doc) return { status: 'not-found' }
  if (!doc.isActive) return { status: 'missing' }
  const category = toRentalCategory(doc)
  const [prices, services, rules] = await Promise.all([
    fromPrices({ payload, now }),
    activeServices({ payload, locale }),
    ageRules({ payload }),
  ])
  const priceList = await findPriceList({ payload, code: DEFAULT_PRICE_LIST_ID, services })
  const currency = priceList.isOk ? priceList.value.currency : 'EUR'
  const images = (doc.images ?? []).filter((image): image is Media => typeof image === 'object' && Boolean(image.url))
  const protections = PROTECTION_LEVELS.flatMap((level): ModelProtection[] => {
    const service = services.find((candidate) => candidate.code === protectionCode(level, category.size))
    if (!service) return []
    return [
      {
        level,
        name: service.name,
        description: service.description,
        excess: service.excess === null ? null : money(service.excess, currency),
        perDay: money(unitPriceFor(service, category.id), currency),
      },
    ]
  })
  const fees = priceList.isOk ? priceList.value.youngDriverFees : {}
  return {
    status: 'found',
    page: {
      model: { ...category, fromPerDay: prices.get(category.id) },
      images: images.slice(0, CAR_GALLERY_MAX),
      protections,
      minDriverAge: minimumAge(category, rules),
      youngDriverFees: AGE_BANDS.flatMap((band) => {
        const fee = band.id === '25' ? undefined : fees[band.id]
        return fee ? [{ band: band.label, fee: money(fee.amount, currency) }] : []
      }),
    },
  }
}

/** The slugs of every active model, for the sitemap. */
export async function activeModelSlugs(payload: Payload): Promise<{ slug: string; updatedAt: string }[]> {
  const { docs } = await payload.find({
    collection: 'car-categories',
    where: { isActive: { equals: true } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return docs.flatMap((doc) => (doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt }] : []))
}
