import { carDisplayName } from '@/domain/fleet/car-display-name'
import { filterCarCategories, type SpecialFilter } from '@/domain/search/car-filters'
import { CAR_LIST_PARAMS } from '@/domain/search/car-list-query'
import { isFRoadAllowed } from '@/domain/fleet/f-roads'
import type { FuelType } from '@/domain/fleet/fuel-type'
import type { Money } from '@/domain/money/money'
import type { WebCategoryId } from '@/domain/fleet/web-categories'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { FleetModel } from '@/server/fleet/fleet-models'

/** A rental model as its catalogue card shows it. */
export type FleetCardData = {
  id: number
  model: string
  name: string
  webCategory: WebCategoryId
  pictureURL: string | null
  transmissionAuto: boolean
  passengerCount: number
  baggageCount: number
  doorCount: number
  driveType: string
  fuelType: FuelType | undefined
  features: readonly string[]
  isFRoadAllowed: boolean
  fromPerDay: Money | undefined
  /** The model page, /cars/{slug}, in the page language. */
  detailsHref: string
  /** The booking search with the model's web category chosen. */
  bookHref: string
  /** Which special filter combinations the card passes. */
  matches: (filters: readonly SpecialFilter[]) => boolean
}

export function toFleetCard(params: {
  model: FleetModel
  locale: Locale
  orSimilar: (name: string) => string
}): FleetCardData {
  const { model, locale } = params
  const name = carDisplayName({
    model: model.model,
    displayName: model.displayName,
    isGuaranteedModel: model.isGuaranteedModel,
    orSimilar: params.orSimilar,
  })
  return {
    id: model.id,
    model: model.model,
    name,
    webCategory: model.webCategory,
    pictureURL: model.pictureURL,
    transmissionAuto: model.transmissionAuto,
    passengerCount: model.passengerCount,
    baggageCount: model.baggageCount,
    doorCount: model.doorCount,
    driveType: model.driveType,
    fuelType: model.fuelType,
    features: model.features,
    isFRoadAllowed: isFRoadAllowed(model.driveType),
    fromPerDay: model.fromPerDay,
    detailsHref: modelPagePath({ slug: model.slug, locale }),
    bookHref: bookModelPath({ webCategory: model.webCategory, locale }),
    matches: (filters) => filterCarCategories([model], { special: filters }).length === 1,
  }
}

/** /cars/{slug} in `locale`. */
export function modelPagePath(params: { slug: string; locale: Locale }): string {
  return getPathname({ href: `/cars/${params.slug}`, locale: params.locale })
}

/** The booking search with a web category chosen: its results show only that category. */
function bookModelPath(params: { webCategory: WebCategoryId; locale: Locale }): string {
  return `${getPathname({ href: '/booking', locale: params.locale })}?${categoryQuery(params.webCategory)}`
}

/** The same, without the language prefix (for links that add it themselves). */
export function bookCategoryHref(webCategory: WebCategoryId): string {
  return `/booking?${categoryQuery(webCategory)}`
}

function categoryQuery(webCategory: WebCategoryId): string {
  return new URLSearchParams({ [CAR_LIST_PARAMS.category]: webCategory }).toString()
}
