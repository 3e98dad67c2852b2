/** Why the search's driver may not book a car. The engine has one such rule today: the minimum age. */
export type NotBookableReason = 'DRIVER_TOO_YOUNG'

/**
 * Whether the driver of a search may book a car, decided before anything is held: a car the
 * driver is too young for is shown as not bookable, with the age it needs, and is never held.
 */
export type Eligibility =
  | { readonly status: 'BOOKABLE' }
  | { readonly status: 'NOT_BOOKABLE'; readonly reason: NotBookableReason; readonly minimumAge: number }

export const BOOKABLE: Eligibility = { status: 'BOOKABLE' }

/** The eligibility of a driver of `driverAge` for a car whose youngest allowed driver is `minimumAge`. */
export function eligibilityFor(params: { driverAge: number; minimumAge: number }): Eligibility {
  return params.driverAge >= params.minimumAge
    ? BOOKABLE
    : { status: 'NOT_BOOKABLE', reason: 'DRIVER_TOO_YOUNG', minimumAge: params.minimumAge }
}

export function isBookable(car: { readonly eligibility: Eligibility }): boolean {
  return car.eligibility.status === 'BOOKABLE'
}

/** The cars the driver may book first, then the others, each part in its given order (a new array). */
export function bookableFirst<Car extends { readonly eligibility: Eligibility }>(cars: readonly Car[]): Car[] {
  return [...cars.filter(isBookable), ...cars.filter((car) => !isBookable(car))]
}
