import { isFRoadAllowed } from '../fleet/f-roads'
import { fuelTypeOf, type FuelType } from '../fleet/fuel-type'
import { webCategoryOf, type CategoryTraits, type WebCategoryId } from '../fleet/web-categories'

/** SPEC §3: special filters (the fleet catalogue's, and the car-info API's list). */
export const SPECIAL_FILTERS = ['Automatic', '6+ Seats', '4WD/AWD'] as const
export type SpecialFilter = (typeof SPECIAL_FILTERS)[number]

/**
 * The results' "must have" chips: what a trip needs rather than the spec's drive and 6+ seats.
 * Families count seats as 5+ or 7+ (a 6-seat car is rare), and a highland trip asks whether the
 * car may drive the F-roads, which is the rental rule, not the drive type.
 */
export const RESULT_FILTERS = ['Automatic', '5+ Seats', '7+ Seats', 'F-roads allowed'] as const
export type ResultFilter = (typeof RESULT_FILTERS)[number]

/** Every filter a car list understands, in the order they are written in a URL. */
export const MUST_HAVE_FILTERS = [
  'Automatic',
  '5+ Seats',
  '6+ Seats',
  '7+ Seats',
  '4WD/AWD',
  'F-roads allowed',
] as const satisfies readonly (SpecialFilter | ResultFilter)[]
export type MustHaveFilter = (typeof MUST_HAVE_FILTERS)[number]

/** The message key of each must-have filter's name (`booking.filters.specialName.*`). */
export const MUST_HAVE_LABEL_KEYS: Record<
  MustHaveFilter,
  'automatic' | 'seats5' | 'seats' | 'seats7' | 'awd' | 'fRoads'
> = {
  Automatic: 'automatic',
  '5+ Seats': 'seats5',
  '6+ Seats': 'seats',
  '7+ Seats': 'seats7',
  '4WD/AWD': 'awd',
  'F-roads allowed': 'fRoads',
}

const ALL_WHEEL_DRIVES = ['4WD', 'AWD', '4X4']
const MIN_SEATS: Partial<Record<MustHaveFilter, number>> = { '5+ Seats': 5, '6+ Seats': 6, '7+ Seats': 7 }

export type FilterableCar = CategoryTraits & {
  readonly transmissionAuto: boolean
  readonly driveType?: string | undefined
}

/** What a car of a search answer carries that the filters read (one fuel type, as the engine names it). */
export type SearchedCar = {
  readonly acrissCode: string
  readonly passengerCount: number
  readonly fuelType: string | null
  readonly webCategory: WebCategoryId
  readonly transmissionAuto: boolean
  readonly driveType: string
}

/** A searched car as the filters read it. */
export function filterableOf(car: SearchedCar): FilterableCar {
  return {
    acrissCode: car.acrissCode,
    passengerCount: car.passengerCount,
    fuels: car.fuelType ? [car.fuelType] : [],
    webCategory: car.webCategory,
    transmissionAuto: car.transmissionAuto,
    driveType: car.driveType,
  }
}

/** Filters chosen by the visitor; an empty or absent list does not filter. */
export type CarFilters = {
  readonly webCategories?: readonly WebCategoryId[]
  readonly fuelTypes?: readonly FuelType[]
  readonly special?: readonly MustHaveFilter[]
}

/**
 * Keeps the cars matching every chosen filter: any of the chosen web categories, any of the chosen
 * fuel types, and all must-have filters (Automatic hides non-automatic cars; seats at least the
 * number named; 4WD/AWD; F-roads allowed by the rental rule).
 */
export function filterCarCategories<Car extends FilterableCar>(cars: readonly Car[], filters: CarFilters): Car[] {
  return cars.filter(
    (car) =>
      matchesAny(filters.webCategories, webCategoryOf(car)) &&
      matchesAny(filters.fuelTypes, fuelTypeOf(car)) &&
      (filters.special ?? []).every((filter) => matchesMustHave(car, filter)),
  )
}

/** Drive type shown on the card: FWD when unknown (SPEC §2). */
export function driveTypeLabel(driveType: string | undefined): string {
  const label = driveType?.trim()
  return label ? label : 'FWD'
}

function matchesMustHave(car: FilterableCar, filter: MustHaveFilter): boolean {
  const minSeats = MIN_SEATS[filter]
  if (minSeats !== undefined) return car.passengerCount >= minSeats
  if (filter === 'Automatic') return car.transmissionAuto
  if (filter === 'F-roads allowed') return isFRoadAllowed(car.driveType)
  return ALL_WHEEL_DRIVES.includes((car.driveType ?? '').trim().toUpperCase())
}

function matchesAny<Value>(chosen: readonly Value[] | undefined, value: Value | undefined): boolean {
  return chosen === undefined || chosen.length === 0 || (value !== undefined && chosen.includes(value))
}
