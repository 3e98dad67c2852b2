import 'server-only'

import { fuelTypeOf, type FuelType } from '@/domain/fleet/fuel-type'
import { driveTypeLabel } from '@/domain/search/car-filters'
import type { SoldOutPolicy } from '@/domain/fleet/availability-count'
import type { ProtectionVariant } from '@/domain/booking/services'
import { webCategoryOf, type WebCategoryId } from '@/domain/fleet/web-categories'
import type { CarCategory, Media } from '@/payload-types'

/** A car category as the rental engine sees it; amounts in minor units of EUR. */
export type RentalCategory = {
  readonly id: number
  readonly model: string
  readonly displayName: string
  readonly slug: string
  readonly size: ProtectionVariant
  readonly acrissCode: string
  readonly webCategory: WebCategoryId
  readonly transmissionAuto: boolean
  readonly isGuaranteedModel: boolean
  readonly passengerCount: number
  readonly baggageCount: number
  readonly doorCount: number
  readonly fuels: readonly string[]
  readonly fuelType: FuelType | undefined
  readonly driveType: string
  readonly features: readonly string[]
  readonly pictureURL: string | null
  readonly mileagePolicy: CarCategory['mileagePolicy']
  readonly dailyKmLimit: number | null
  readonly fuelPolicy: CarCategory['fuelPolicy']
  /** The category's own minimum driver age; null means the web category's (Rental rules). */
  readonly minimumAge: number | null
  readonly soldOutPolicy: SoldOutPolicy
  readonly sortOrder: number
}

export type CategoryDoc = Omit<CarCategory, 'images' | 'updatedAt' | 'createdAt'> & {
  images?: (number | Pick<Media, 'url' | 'sizes'>)[] | null
}

export function toRentalCategory(doc: CategoryDoc): RentalCategory {
  const fuels = doc.fuelTypes
  const co2 = doc.co2 ?? undefined
  const firstImage = doc.images?.find((image) => typeof image === 'object')
  return {
    id: doc.id,
    model: doc.model,
    displayName: doc.displayName || doc.model,
    slug: doc.slug ?? '',
    size: doc.size,
    acrissCode: doc.acrissCode,
    webCategory: webCategoryOf({
      acrissCode: doc.acrissCode,
      passengerCount: doc.passengerCount,
      fuels,
      co2,
      webCategory: doc.webCategory ?? undefined,
    }),
    transmissionAuto: doc.transmissionAuto ?? false,
    isGuaranteedModel: doc.isGuaranteedModel ?? false,
    passengerCount: doc.passengerCount,
    baggageCount: doc.baggageCount,
    doorCount: doc.doorCount,
    fuels,
    fuelType: fuelTypeOf({ fuels, co2 }),
    driveType: driveTypeLabel(doc.driveType ?? undefined),
    features: (doc.features ?? []).map((line) => line.text),
    pictureURL: typeof firstImage === 'object' ? (firstImage.sizes?.small?.url ?? firstImage.url ?? null) : null,
    mileagePolicy: doc.mileagePolicy,
    dailyKmLimit: doc.dailyKmLimit ?? null,
    fuelPolicy: doc.fuelPolicy,
    minimumAge: doc.minimumAge ?? null,
    soldOutPolicy: doc.whenSoldOut,
    sortOrder: doc.sortOrder ?? 0,
  }
}
