import { isRecommendedBlockVisible } from './booking-steps'
import type { WebCategoryId } from '../fleet/web-categories'

/** SPEC §4: economy -> compact -> mid-size SUVs -> large SUVs -> minivans -> electric cars. */
export const UPGRADE_PATH: readonly WebCategoryId[] = [
  'Economy',
  'Compact',
  'MidSizeSUVs',
  'LargeSUVs',
  'Minivans',
  'ElectricCars',
]

/** SPEC §2: the upgrade panel shows at most 4 suggestions. */
export const MAX_UPGRADE_SUGGESTIONS = 4

export type UpgradeCandidate = {
  readonly id: string
  readonly webCategory: WebCategoryId
  /** Total price of the rental in minor units (one currency across candidates). */
  readonly totalAmount: number
}

/** The next web category on the path; electric cars (the end) have none. */
export function nextWebCategory(category: WebCategoryId): WebCategoryId | undefined {
  const index = UPGRADE_PATH.indexOf(category)
  return index < 0 ? undefined : UPGRADE_PATH[index + 1]
}

/**
 * The car to recommend as an upgrade from `current`, among the available `candidates`.
 *
 * Our reading of "No recommendation from the fifth step on": the steps are the booking steps, not
 * the upgrade path. The fifth booking step is Payment (index 4); SPEC §2 and §9 say the same thing
 * as "the recommended block shows only at step index 3 or lower". Read as the fifth step of the
 * path, it would cancel the spec's own "minivans to electric cars", so that reading is rejected.
 *
 * - step index 4 or more (payment, confirmation): no recommendation;
 * - otherwise the cheapest car of the next web category on the path;
 * - electric cars have no next step: the cheapest electric car dearer than the current one;
 * - none when no such car is available. Ties go to the lower id, so the answer is stable.
 */
export function recommendUpgrade(params: {
  current: UpgradeCandidate
  candidates: readonly UpgradeCandidate[]
  stepIndex: number
}): UpgradeCandidate | undefined {
  const { current, candidates } = params
  if (!isRecommendedBlockVisible(params.stepIndex)) return undefined
  const next = nextWebCategory(current.webCategory)
  const isEligible = (car: UpgradeCandidate): boolean =>
    next === undefined
      ? car.webCategory === current.webCategory && car.totalAmount > current.totalAmount
      : car.webCategory === next
  const eligible = candidates.filter((car) => car.id !== current.id && isEligible(car))
  return eligible.reduce<UpgradeCandidate | undefined>(
    (best, car) => (best === undefined || isCheaper(car, best) ? car : best),
    undefined,
  )
}

function isCheaper(car: UpgradeCandidate, than: UpgradeCandidate): boolean {
  return car.totalAmount < than.totalAmount || (car.totalAmount === than.totalAmount && car.id < than.id)
}
