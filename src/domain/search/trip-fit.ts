import { isBookable, type Eligibility } from '../booking/eligibility'
import { filterableOf, filterCarCategories, type MustHaveFilter, type SearchedCar } from './car-filters'

export type TripCar = SearchedCar & { readonly eligibility: Eligibility }

/**
 * Whether a car may be offered in place of the one chosen (upgrades, recommended cars): the
 * search's driver may book it and it meets every must-have filter of the trip (F-roads allowed,
 * seats, automatic), so an offer never undoes what the visitor asked for.
 */
export function fitsTrip(car: TripCar, mustHave: readonly MustHaveFilter[]): boolean {
  return isBookable(car) && filterCarCategories([filterableOf(car)], { special: mustHave }).length === 1
}

/** The cars of `cars` that fit the trip, in their order. */
export function carsFittingTrip<Car extends TripCar>(cars: readonly Car[], mustHave: readonly MustHaveFilter[]): Car[] {
  return cars.filter((car) => fitsTrip(car, mustHave))
}
