import type { SaleSearchSort } from './keys'

/** What a car is sorted by. */
export type SortableCar = {
  readonly id: number
  readonly askingPrice: number
  readonly mileage: number
  readonly year: number
  /** ISO date of first registration; null when unknown (sorted last). */
  readonly firstRegistration: string | null
  readonly discount: number
}

/**
 * SPEC §3 sorting: price, mileage and year ascending or descending, registration (newest first) and
 * discount (largest first). The default (empty) order is the newest on the lot first. Ties go by id.
 */
export function compareCars(sort: SaleSearchSort | ''): (left: SortableCar, right: SortableCar) => number {
  const byNewest = (left: SortableCar, right: SortableCar) => right.id - left.id
  const then =
    (compare: (left: SortableCar, right: SortableCar) => number) => (left: SortableCar, right: SortableCar) =>
      compare(left, right) || byNewest(left, right)
  switch (sort) {
    case '':
      return byNewest
    case 'price-asc':
      return then((left, right) => left.askingPrice - right.askingPrice)
    case 'price-desc':
      return then((left, right) => right.askingPrice - left.askingPrice)
    case 'mileage-asc':
      return then((left, right) => left.mileage - right.mileage)
    case 'mileage-desc':
      return then((left, right) => right.mileage - left.mileage)
    case 'year-desc':
      return then((left, right) => right.year - left.year)
    case 'year-asc':
      return then((left, right) => left.year - right.year)
    case 'registration-desc':
      return then((left, right) => registered(right) - registered(left))
    case 'discount-desc':
      return then((left, right) => right.discount - left.discount)
  }
}

function registered(car: SortableCar): number {
  const time = car.firstRegistration ? new Date(car.firstRegistration).getTime() : Number.NaN
  return Number.isNaN(time) ? Number.MIN_SAFE_INTEGER : time
}
