/** What the availability search says of one car for the chosen dates (decimal amounts, one currency). */
export type ModelOfferSource = {
  readonly onRequest: boolean
  /** The pay-now total: rent and every fee the renter cannot avoid. */
  readonly totalAmount: number
  readonly payAtPickupTotal: number
  readonly days: number
}

/** How the model page offers a car for the chosen dates. */
export type ModelOffer =
  | { readonly kind: 'book'; readonly perDay: number; readonly total: number; readonly days: number }
  | { readonly kind: 'request'; readonly total: number; readonly days: number }

/**
 * A car free for the dates is booked at its pay-now price; its price a day is that total over the
 * days, so it holds the fees the renter cannot avoid (ADR 024). One offered on request (sold out, or
 * only given once staff have checked) is requested through the same steps with nothing paid now:
 * a request is saved to pay at pickup, so that is the price it shows.
 */
export function modelOffer(car: ModelOfferSource): ModelOffer {
  if (car.onRequest) return { kind: 'request', total: car.payAtPickupTotal, days: car.days }
  const perDay = car.days > 0 ? Math.round((car.totalAmount * 100) / car.days) / 100 : car.totalAmount
  return { kind: 'book', perDay, total: car.totalAmount, days: car.days }
}
