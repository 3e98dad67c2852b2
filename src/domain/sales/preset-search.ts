/** SPEC §3 sales sorting: price, mileage, year ascending or descending. */
export const SALE_SORTS = [
  { label: 'Price, lowest first', value: 'price-asc' },
  { label: 'Price, highest first', value: 'price-desc' },
  { label: 'Mileage, lowest first', value: 'mileage-asc' },
  { label: 'Year, newest first', value: 'year-desc' },
] as const
export type SaleSort = (typeof SALE_SORTS)[number]['value']

export type SaleCar = {
  readonly id: number
  readonly brand: string
  readonly bodyType: string | null
  readonly fuel: string
  readonly gearbox: string
  readonly driveTrain: string | null
  /** What the buyer pays: the sale amount when discounted, else the price (ISK). */
  readonly price: number
  readonly mileage: number
  readonly year: number
}

/** A preset search of an editor's block; empty lists do not filter. */
export type SalePreset = {
  readonly brands?: readonly string[] | null
  readonly categories?: readonly string[] | null
  readonly fuels?: readonly string[] | null
  readonly transmissions?: readonly string[] | null
  readonly driveTrains?: readonly string[] | null
  readonly priceTo?: number | null
  readonly sort?: SaleSort | null
  readonly limit?: number | null
}

const DEFAULT_LIMIT = 8

/** The cars for sale matching a preset search, sorted and cut to its limit. Brands match without regard to case. */
export function presetSaleSearch<Car extends SaleCar>(cars: readonly Car[], preset: SalePreset): Car[] {
  const brands = (preset.brands ?? []).map((brand) => brand.trim().toLowerCase())
  const matches = (chosen: readonly string[] | null | undefined, value: string | null) =>
    !chosen || chosen.length === 0 || (value !== null && chosen.includes(value))
  const kept = cars.filter(
    (car) =>
      (brands.length === 0 || brands.includes(car.brand.trim().toLowerCase())) &&
      matches(preset.categories, car.bodyType) &&
      matches(preset.fuels, car.fuel) &&
      matches(preset.transmissions, car.gearbox) &&
      matches(preset.driveTrains, car.driveTrain) &&
      (preset.priceTo == null || car.price <= preset.priceTo),
  )
  const limit = preset.limit && preset.limit > 0 ? preset.limit : DEFAULT_LIMIT
  return [...kept].sort(comparator(preset.sort ?? 'price-asc')).slice(0, limit)
}

function comparator(sort: SaleSort): (left: SaleCar, right: SaleCar) => number {
  switch (sort) {
    case 'price-asc':
      return (left, right) => left.price - right.price || left.id - right.id
    case 'price-desc':
      return (left, right) => right.price - left.price || left.id - right.id
    case 'mileage-asc':
      return (left, right) => left.mileage - right.mileage || left.id - right.id
    case 'year-desc':
      return (left, right) => right.year - left.year || left.id - right.id
  }
}
