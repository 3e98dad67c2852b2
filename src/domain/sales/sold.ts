const DAY_MS = 24 * 60 * 60 * 1000

/** How long a sold car keeps its page (with a "sold" note) after it is sold. */
export const SOLD_PAGE_DAYS = 30

/**
 * What a car's page shows: `for-sale`, `sold` (the page stays with a note for 30 days after the
 * sale) or `gone` (older than that: the page is a 404). A sold car is never in the search.
 */
export function soldPageState(car: { readonly sold?: boolean | null; readonly soldAt?: string | null }, now: Date) {
  if (!car.sold) return 'for-sale' as const
  const soldAt = car.soldAt ? new Date(car.soldAt).getTime() : Number.NaN
  if (Number.isNaN(soldAt)) return 'sold' as const
  return now.getTime() - soldAt < SOLD_PAGE_DAYS * DAY_MS ? ('sold' as const) : ('gone' as const)
}
