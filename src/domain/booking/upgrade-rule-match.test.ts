import { describe, expect, it } from 'vitest'

import {
  matchUpgradeRules,
  ruleApplies,
  type OfferedCar,
  type UpgradeCar,
  type UpgradeRule,
} from './upgrade-rule-match'

const car = (id: number, traits: Partial<UpgradeCar> = {}): UpgradeCar => ({
  id,
  webCategory: 'Economy',
  transmissionAuto: false,
  doorCount: 5,
  passengerCount: 4,
  baggageCount: 1,
  fuelType: 'Petrol',
  driveType: 'FWD',
  ...traits,
})

const rule = (id: number, targetCategoryId: number, rules: Partial<UpgradeRule> = {}): UpgradeRule => ({
  id,
  targetCategoryId,
  bookedCategoryIds: [],
  sizes: [],
  isAutomaticOnly: false,
  maxDoors: null,
  maxPassengers: null,
  maxBaggage: null,
  fuelTypes: [],
  driveTypes: [],
  validFrom: null,
  validTo: null,
  sortOrder: 0,
  ...rules,
})

const booked: OfferedCar = { car: car(1), totalAmount: 30_000 }
const offer = (id: number, totalAmount: number): OfferedCar => ({ car: car(id), totalAmount })
const offered = [booked, offer(2, 40_000), offer(3, 50_000), offer(4, 60_000), offer(5, 70_000), offer(6, 80_000)]
const match = (rules: UpgradeRule[], extra: { excludeIds?: number[]; pickupDay?: string } = {}) =>
  matchUpgradeRules({ rules, booked, offered, pickupDay: extra.pickupDay ?? '2026-12-01', ...extra }).map(
    ({ target }) => target.car.id,
  )

describe('upgrade rules: which apply to a booking', () => {
  it('matches any booking when every rule is empty', () => {
    expect(ruleApplies(rule(1, 2), car(1), '2026-12-01')).toBe(true)
  })

  it('checks the booked category, size, transmission, fuel and drive type', () => {
    expect(ruleApplies(rule(1, 2, { bookedCategoryIds: [7] }), car(1), '2026-12-01')).toBe(false)
    expect(ruleApplies(rule(1, 2, { bookedCategoryIds: [1, 7] }), car(1), '2026-12-01')).toBe(true)
    expect(ruleApplies(rule(1, 2, { sizes: ['Compact'] }), car(1), '2026-12-01')).toBe(false)
    expect(ruleApplies(rule(1, 2, { sizes: ['Economy'] }), car(1), '2026-12-01')).toBe(true)
    expect(ruleApplies(rule(1, 2, { isAutomaticOnly: true }), car(1), '2026-12-01')).toBe(false)
    expect(ruleApplies(rule(1, 2, { isAutomaticOnly: true }), car(1, { transmissionAuto: true }), '2026-12-01')).toBe(
      true,
    )
    expect(ruleApplies(rule(1, 2, { fuelTypes: ['Diesel'] }), car(1), '2026-12-01')).toBe(false)
    expect(ruleApplies(rule(1, 2, { fuelTypes: ['Petrol'] }), car(1, { fuelType: null }), '2026-12-01')).toBe(false)
    expect(ruleApplies(rule(1, 2, { driveTypes: ['4WD'] }), car(1), '2026-12-01')).toBe(false)
  })

  it('takes doors, passengers and baggage as most the booked car has', () => {
    expect(ruleApplies(rule(1, 2, { maxPassengers: 4 }), car(1), '2026-12-01')).toBe(true)
    expect(ruleApplies(rule(1, 2, { maxPassengers: 3 }), car(1), '2026-12-01')).toBe(false)
    expect(ruleApplies(rule(1, 2, { maxDoors: 3 }), car(1), '2026-12-01')).toBe(false)
    expect(ruleApplies(rule(1, 2, { maxBaggage: 0 }), car(1), '2026-12-01')).toBe(false)
  })

  it('checks the pickup day against the dates, both ends included', () => {
    const winter = rule(1, 2, { validFrom: '2026-12-01T00:00:00.000Z', validTo: '2027-02-28T00:00:00.000Z' })
    expect(ruleApplies(winter, car(1), '2026-11-30')).toBe(false)
    expect(ruleApplies(winter, car(1), '2026-12-01')).toBe(true)
    expect(ruleApplies(winter, car(1), '2027-02-28')).toBe(true)
    expect(ruleApplies(winter, car(1), '2027-03-01')).toBe(false)
  })
})

describe('upgrade rules: the suggestions', () => {
  it('offers only target cars in the search and dearer than the booked one', () => {
    const cheaper: OfferedCar = { car: car(9), totalAmount: 20_000 }
    expect(
      matchUpgradeRules({
        rules: [rule(1, 9), rule(2, 99), rule(3, 3)],
        booked,
        offered: [...offered, cheaper],
        pickupDay: '2026-12-01',
      }).map(({ rule: matched }) => matched.id),
    ).toEqual([3])
  })

  it('never suggests the booked car, a default recommendation or one car twice', () => {
    expect(match([rule(1, 1), rule(2, 2), rule(3, 3), rule(4, 3)], { excludeIds: [2] })).toEqual([3])
  })

  it('keeps the rules sort order and stops at 4', () => {
    const rules = [
      rule(1, 2, { sortOrder: 5 }),
      rule(2, 3, { sortOrder: 1 }),
      rule(3, 4, { sortOrder: 2 }),
      rule(4, 5, { sortOrder: 3 }),
      rule(5, 6, { sortOrder: 4 }),
    ]
    expect(match(rules)).toEqual([3, 4, 5, 6])
  })

  it('leaves out rules that do not apply', () => {
    expect(match([rule(1, 2, { sizes: ['Minivans'] }), rule(2, 3)], { pickupDay: '2026-12-01' })).toEqual([3])
  })
})
