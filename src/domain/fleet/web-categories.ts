import { fuelTypeOf } from './fuel-type'

/** SPEC §3: web categories map, CMS label to id; default Compact. */
export const WEB_CATEGORIES = [
  { label: 'Economy cars', id: 'Economy' },
  { label: 'Compact cars', id: 'Compact' },
  { label: 'Mid-Size SUVs', id: 'MidSizeSUVs' },
  { label: 'Large SUVs', id: 'LargeSUVs' },
  { label: 'Minivans 7-9 seats', id: 'Minivans' },
  { label: 'Electric Cars', id: 'ElectricCars' },
] as const
export type WebCategoryId = (typeof WEB_CATEGORIES)[number]['id']
export const DEFAULT_WEB_CATEGORY: WebCategoryId = 'Compact'

/** Seats from which a car is a minivan whatever its ACRISS code. */
const MINIVAN_MIN_PASSENGERS = 7

export function isWebCategoryId(value: string): value is WebCategoryId {
  return WEB_CATEGORIES.some((category) => category.id === value)
}

/** What the category rules look at. */
export type CategoryTraits = {
  readonly acrissCode: string
  readonly passengerCount: number
  readonly fuels: readonly string[]
  readonly co2?: number | undefined
  /** Set by an editor on the car category; wins over the rules. */
  readonly webCategory?: WebCategoryId | undefined
}

const SUV_TYPE_LETTERS = ['F', 'G', 'J'] // ACRISS 2nd letter: SUV, crossover, open-air all terrain
const MID_SIZE_LETTERS = ['M', 'N', 'E', 'H', 'C', 'D', 'I', 'J', 'S', 'R'] // mini to standard elite

/**
 * The web category of a car, rules in this order (the spec's, then ours for SUVs):
 * editor's choice; electric by fuel type; minivan if ACRISS starts with V or 7+ passengers;
 * Economy if it starts with E; Compact if C; an SUV type (2nd letter F, G or J) is Mid-Size up to
 * standard size and Large above; anything else the default, Compact.
 */
export function webCategoryOf(car: CategoryTraits): WebCategoryId {
  if (car.webCategory !== undefined) return car.webCategory
  const acriss = car.acrissCode.trim().toUpperCase()
  const size = acriss.charAt(0)
  if (fuelTypeOf(car) === 'Electric') return 'ElectricCars'
  if (size === 'V' || car.passengerCount >= MINIVAN_MIN_PASSENGERS) return 'Minivans'
  if (size === 'E') return 'Economy'
  if (size === 'C') return 'Compact'
  if (SUV_TYPE_LETTERS.includes(acriss.charAt(1))) {
    return MID_SIZE_LETTERS.includes(size) ? 'MidSizeSUVs' : 'LargeSUVs'
  }
  return DEFAULT_WEB_CATEGORY
}
