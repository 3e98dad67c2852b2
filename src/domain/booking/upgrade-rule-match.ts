import { MAX_UPGRADE_SUGGESTIONS } from './upgrade-path'
import type { WebCategoryId } from '../fleet/web-categories'

/** What a rule looks at on the booked car (and on the cars offered). */
export type UpgradeCar = {
  readonly id: number
  readonly webCategory: WebCategoryId
  readonly transmissionAuto: boolean
  readonly doorCount: number
  readonly passengerCount: number
  readonly baggageCount: number
  /** The displayed fuel type (Petrol, Diesel, Hybrid, Electric), null when unknown. */
  readonly fuelType: string | null
  readonly driveType: string
}

/** SPEC §3 Upgrade rule: an offered car and the rules the booking must meet; empty rules match all. */
export type UpgradeRule = {
  readonly id: number
  readonly targetCategoryId: number
  readonly bookedCategoryIds: readonly number[]
  readonly sizes: readonly WebCategoryId[]
  readonly isAutomaticOnly: boolean
  readonly maxDoors: number | null
  readonly maxPassengers: number | null
  readonly maxBaggage: number | null
  readonly fuelTypes: readonly string[]
  readonly driveTypes: readonly string[]
  /** Pickup days (YYYY-MM-DD, office time), inclusive. */
  readonly validFrom: string | null
  readonly validTo: string | null
  readonly sortOrder: number
}

/** A car of the current search with its total price (minor units, one currency for all). */
export type OfferedCar = { readonly car: UpgradeCar; readonly totalAmount: number }

/** Whether `rule` applies to a booking of `booked` picked up on `pickupDay` (YYYY-MM-DD). */
export function ruleApplies(rule: UpgradeRule, booked: UpgradeCar, pickupDay: string): boolean {
  const isWithin = (limit: number | null, value: number) => limit === null || value <= limit
  const isListed = <T>(list: readonly T[], value: T) => list.length === 0 || list.includes(value)
  return (
    isListed(rule.bookedCategoryIds, booked.id) &&
    isListed(rule.sizes, booked.webCategory) &&
    (!rule.isAutomaticOnly || booked.transmissionAuto) &&
    isWithin(rule.maxDoors, booked.doorCount) &&
    isWithin(rule.maxPassengers, booked.passengerCount) &&
    isWithin(rule.maxBaggage, booked.baggageCount) &&
    (rule.fuelTypes.length === 0 || (booked.fuelType !== null && rule.fuelTypes.includes(booked.fuelType))) &&
    isListed(rule.driveTypes, booked.driveType) &&
    (rule.validFrom === null || pickupDay >= rule.validFrom.slice(0, 10)) &&
    (rule.validTo === null || pickupDay <= rule.validTo.slice(0, 10))
  )
}

/**
 * The upgrade suggestions for a booking (SPEC §2): the rules that apply, in sort order, whose
 * target car is in the current search and dearer than the booked one; one suggestion per target
 * car, none for the booked car or `excludeIds` (the default recommendation), at most 4.
 */
export function matchUpgradeRules<R extends UpgradeRule>(params: {
  rules: readonly R[]
  booked: OfferedCar
  pickupDay: string
  offered: readonly OfferedCar[]
  excludeIds?: readonly number[]
}): { rule: R; target: OfferedCar }[] {
  const { booked, pickupDay } = params
  const taken = new Set([booked.car.id, ...(params.excludeIds ?? [])])
  const matches: { rule: R; target: OfferedCar }[] = []
  for (const rule of [...params.rules].sort((left, right) => left.sortOrder - right.sortOrder || left.id - right.id)) {
    if (matches.length === MAX_UPGRADE_SUGGESTIONS) break
    if (taken.has(rule.targetCategoryId) || !ruleApplies(rule, booked.car, pickupDay)) continue
    const target = params.offered.find((offer) => offer.car.id === rule.targetCategoryId)
    if (!target || target.totalAmount <= booked.totalAmount) continue
    taken.add(rule.targetCategoryId)
    matches.push({ rule, target })
  }
  return matches
}
