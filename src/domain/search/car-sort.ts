import { WEB_CATEGORIES, type WebCategoryId } from '../fleet/web-categories'

/** The orders of the car results: cheapest first (the default), largest first, most seats first. */
export const CAR_SORTS = ['price', 'size', 'seats'] as const
export type CarSort = (typeof CAR_SORTS)[number]
export const DEFAULT_CAR_SORT: CarSort = 'price'
export const CAR_SORT_PARAM = 'sort'

/** What ordering needs of a car: its total, web category (small to large), seats and bags. */
export type SortableCar = {
  readonly totalAmount: number
  readonly webCategory: WebCategoryId
  readonly passengerCount: number
  readonly baggageCount: number
}

/** The sort in the URL; anything else is the default (price). */
export function parseCarSort(value: string | readonly string[] | null | undefined): CarSort {
  const first = typeof value === 'string' ? value : value?.[0]
  return CAR_SORTS.find((sort) => sort === first) ?? DEFAULT_CAR_SORT
}

/** `query` with the sort set (the default left out, so plain searches keep short URLs). */
export function withCarSort(query: URLSearchParams, sort: CarSort): URLSearchParams {
  const next = new URLSearchParams(query)
  next.delete(CAR_SORT_PARAM)
  if (sort !== DEFAULT_CAR_SORT) next.set(CAR_SORT_PARAM, sort)
  return next
}

/**
 * The cars in the chosen order, a new array. Price: the lowest total first. Size: the largest web
 * category first (economy is smallest), then more bags. Seats: most seats first. Ties fall back to
 * the price, so the order is stable and the cheapest of equals comes first.
 */
export function sortCars<T extends SortableCar>(cars: readonly T[], sort: CarSort): T[] {
  const byPrice = (left: T, right: T) => left.totalAmount - right.totalAmount
  const compare: Record<CarSort, (left: T, right: T) => number> = {
    price: byPrice,
    size: (left, right) =>
      sizeRank(right.webCategory) - sizeRank(left.webCategory) ||
      right.baggageCount - left.baggageCount ||
      byPrice(left, right),
    seats: (left, right) => right.passengerCount - left.passengerCount || byPrice(left, right),
  }
  return [...cars].sort(compare[sort])
}

/** Electric cars are sized like compact cars; the other categories grow in their listed order. */
function sizeRank(category: WebCategoryId): number {
  if (category === 'ElectricCars') return 1
  return WEB_CATEGORIES.findIndex((candidate) => candidate.id === category)
}

/**
 * Up to `limit` cars closest to one that is gone: the same web category first, then the nearest
 * total price; the gone car itself left out.
 */
export function nearestAlternatives<T extends SortableCar & { readonly id: number }>(params: {
  cars: readonly T[]
  gone: { readonly id: number; readonly webCategory?: WebCategoryId | undefined; readonly totalAmount?: number }
  limit: number
}): T[] {
  const { gone } = params
  const reference = gone.totalAmount ?? 0
  return params.cars
    .filter((car) => car.id !== gone.id)
    .map((car) => ({ car, sameCategory: car.webCategory === gone.webCategory ? 0 : 1 }))
    .sort(
      (left, right) =>
        left.sameCategory - right.sameCategory ||
        Math.abs(left.car.totalAmount - reference) - Math.abs(right.car.totalAmount - reference),
    )
    .slice(0, params.limit)
    .map(({ car }) => car)
}
