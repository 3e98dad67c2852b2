/** SPEC §9: list limit 8. */
export const RECOMMENDED_LIMIT = 8

/** What the ranking needs of a car for sale; price is what the buyer pays (ISK). */
export type RankedCar = {
  readonly id: number
  readonly bodyType: string | null
  readonly price: number
}

/**
 * Cars like `car`: others of the same category (body type) first, then by how close their price is
 * (relative difference); ties by id for a stable order. At most `limit` (8), the car itself never.
 */
export function recommendedCars<Car extends RankedCar>(
  car: RankedCar,
  candidates: readonly Car[],
  limit: number = RECOMMENDED_LIMIT,
): Car[] {
  const distance = (other: RankedCar) => Math.abs(other.price - car.price) / Math.max(car.price, 1)
  const isSameCategory = (other: RankedCar) => car.bodyType !== null && other.bodyType === car.bodyType
  return candidates
    .filter((other) => other.id !== car.id)
    .map((other) => ({ other, sameCategory: isSameCategory(other), distance: distance(other) }))
    .sort(
      (a, b) => Number(b.sameCategory) - Number(a.sameCategory) || a.distance - b.distance || a.other.id - b.other.id,
    )
    .slice(0, Math.max(0, limit))
    .map(({ other }) => other)
}

/** The price window the loader asks the database for: within half to one and a half times the price. */
export function priceWindow(price: number): { from: number; to: number } {
  return { from: Math.floor(price / 2), to: Math.ceil(price * 1.5) }
}
