import 'server-only'

/** What a rate quote id stands for: one category, offices, times, driver age and promo of a search. */
export type RateQuoteKey = {
  readonly categoryId: number
  readonly officeOut: string
  readonly officeIn: string
  readonly pickupAt: Date
  readonly returnAt: Date
  readonly driverAge: number
  readonly promo?: string | undefined
}

/** An opaque, URL-safe id of a rate in a search result (the card passes it on as quoteID). */
export function rateQuoteId(key: RateQuoteKey): string {
  const parts = [
    key.categoryId,
    key.officeOut,
    key.officeIn,
    key.pickupAt.toISOString(),
    key.returnAt.toISOString(),
    key.driverAge,
    key.promo ?? '',
  ]
  return Buffer.from(parts.join('|')).toString('base64url')
}
