import { fuelTypeOf, type FuelType } from '../fleet/fuel-type'
import { webCategoryOf, type CategoryTraits, type WebCategoryId } from '../fleet/web-categories'

/** SPEC §3: special filters. */
export const SPECIAL_FILTERS = ['Automatic', '6+ Seats', '4WD/AWD'] as const
export type SpecialFilter = (typeof SPECIAL_FILTERS)[number]

const MANY_SEATS_MIN = 6
const ALL_WHEEL_DRIVES = ['4WD', 'AWD', '4X4']

export type FilterableCar = CategoryTraits & {
  readonly transmissionAuto: boolean
  readonly driveType?: string | undefined
}

/** Filters chosen by the visitor; an empty or absent list does not filter. */
export type CarFilters = {
  readonly webCategories?: readonly WebCategoryId[]
  readonly fuelTypes?: readonly FuelType[]
  readonly special?: readonly SpecialFilter[]
}

/**
 * Keeps the cars matching every chosen filter: any of the chosen web categories, any of the chosen
 * fuel types, and all special filters (Automatic hides non-automatic cars; 6+ Seats; 4WD/AWD).
 */
export function filterCarCategories<Car extends FilterableCar>(cars: readonly Car[], filters: CarFilters): Car[] {
  return cars.filter(
    (car) =>
      matchesAny(filters.webCategories, webCategoryOf(car)) &&
      matchesAny(filters.fuelTypes, fuelTypeOf(car)) &&
      (filters.special ?? []).every((filter) => matchesSpecial(car, filter)),
  )
}

/** Drive type shown on the card: FWD when unknown (SPEC §2). */
export function driveTypeLabel(driveType: string | undefined): string {
  const label = driveType?.trim()
  return label ? label : 'FWD'
}

function matchesSpecial(car: FilterableCar, filter: SpecialFilter): boolean {
  if (filter === 'Automatic') return car.transmissionAuto
  if (filter === '6+ Seats') return car.passengerCount >= MANY_SEATS_MIN
  return ALL_WHEEL_DRIVES.includes((car.driveType ?? '').trim().toUpperCase())
}

function matchesAny<Value>(chosen: readonly Value[] | undefined, value: Value | undefined): boolean {
  return chosen === undefined || chosen.length === 0 || (value !== undefined && chosen.includes(value))
}
