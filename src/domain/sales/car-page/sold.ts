/** How long a sold car keeps its page, with a "sold" note (issue 10). */
export const SOLD_PAGE_DAYS = 30

const DAY_MS = 86_400_000

/**
 * Whether a car's page is still shown: an unsold car's always; a sold car's for 30 days from when
 * it was marked sold (to the millisecond), then it is a 404. A sold car without the time it was
 * sold (never the case through the admin, which stamps it) keeps its page.
 */
export function isCarPageShown(car: { readonly isSold: boolean; readonly soldAt: Date | null }, now: Date): boolean {
  if (!car.isSold || car.soldAt === null) return true
  return now.getTime() - car.soldAt.getTime() <= SOLD_PAGE_DAYS * DAY_MS
}
