/** What the availability search says of one car for the chosen dates (decimal amounts, one currency). */
export type ModelOfferSource = {
  readonly onRequest: boolean
  readonly perDayAmount: number
  /** The pay-now total. */
  readonly totalAmount: number
  readonly payAtPickupTotal: number
  readonly days: number
}

/** How the model page offers a car for the chosen dates. */
export type ModelOffer =
  | { readonly kind: 'book'; readonly perDay: number; readonly total: number; readonly days: number }
  | { readonly kind: 'request'; readonly total: number; readonly days: number }

/**
 * A car free for the dates is booked at its pay-now price. One offered on request (sold out, or
 * only given once staff have checked) is requested through the same steps with nothing paid now:
 * a request is saved to pay at pickup, so that is the price it shows.
 */
export function modelOffer(car: ModelOfferSource): ModelOffer {
  if (car.onRequest) return { kind: 'request', total: car.payAtPickupTotal, days: car.days }
  return { kind: 'book', perDay: car.perDayAmount, total: car.totalAmount, days: car.days }
}
