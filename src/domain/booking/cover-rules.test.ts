import { describe, expect, it } from 'vitest'

import {
  chargeableQuantity,
  coverRulesOf,
  depositFor,
  excessFor,
  freeExtraDrivers,
  includedAddOns,
  includedQuantity,
  levelInclusions,
  levelTerms,
} from './cover-rules'
import { SERVICE_CODES as C } from './services'

const DRIVER = 504

const RULES = coverRulesOf([
  { code: C.BASIC_PROTECTION, excess: 350_000, deposit: 100_000, included: [] },
  { code: C.BASIC_PROTECTION_LARGE, excess: 450_000, deposit: 150_000, included: [] },
  { code: C.STANDARD_PROTECTION, excess: 150_000, deposit: 50_000, included: [] },
  { code: C.STANDARD_PROTECTION_LARGE, excess: 200_000, deposit: 75_000, included: [] },
  {
    code: C.PREMIUM_PROTECTION,
    excess: 0,
    deposit: 20_000,
    included: [
      { code: C.ROADSIDE_ASSISTANCE, quantity: 1 },
      { code: C.SAND_AND_ASH_PROTECTION, quantity: 1 },
      { code: C.WINDSHIELD_PROTECTION, quantity: 1 },
      { code: C.WHEELS_AND_GLASSES_PROTECTION, quantity: 1 },
      { code: DRIVER, quantity: 1 },
    ],
  },
  { code: C.PREMIUM_PROTECTION_LARGE, excess: 0, deposit: null, included: [{ code: DRIVER, quantity: 2 }] },
])

describe('excess and deposit', () => {
  it('differ by level and by car class (variant)', () => {
    expect(excessFor(RULES, 'basic', 'standard')).toBe(350_000)
    expect(excessFor(RULES, 'basic', 'large')).toBe(450_000)
    expect(excessFor(RULES, 'standard', 'standard')).toBe(150_000)
    expect(excessFor(RULES, 'premium', 'large')).toBe(0)
    expect(depositFor(RULES, 'standard', 'large')).toBe(75_000)
    expect(depositFor(RULES, 'premium', 'standard')).toBe(20_000)
  })

  it('are unknown (null) when the engine does not say, never 0', () => {
    expect(depositFor(RULES, 'premium', 'large')).toBeNull()
    expect(excessFor(coverRulesOf([]), 'basic', 'standard')).toBeNull()
    expect(levelTerms(coverRulesOf([]), 'premium', 'standard')).toBeUndefined()
  })
})

describe('included cover', () => {
  it('lists the additional protections a level includes in the engine order, not the extras', () => {
    expect(includedAddOns(RULES, 'premium', 'standard')).toEqual([
      C.SAND_AND_ASH_PROTECTION,
      C.WHEELS_AND_GLASSES_PROTECTION,
      C.WINDSHIELD_PROTECTION,
      C.ROADSIDE_ASSISTANCE,
    ])
    expect(includedAddOns(RULES, 'standard', 'standard')).toEqual([])
    expect(includedAddOns(RULES, 'premium', 'large')).toEqual([])
  })

  it('counts free extra drivers per level and variant', () => {
    expect(freeExtraDrivers(RULES, 'premium', 'standard', DRIVER)).toBe(1)
    expect(freeExtraDrivers(RULES, 'premium', 'large', DRIVER)).toBe(2)
    expect(freeExtraDrivers(RULES, 'basic', 'standard', DRIVER)).toBe(0)
  })

  it('reads included quantities by protection code', () => {
    expect(includedQuantity(RULES, C.PREMIUM_PROTECTION, C.WINDSHIELD_PROTECTION)).toBe(1)
    expect(includedQuantity(RULES, C.STANDARD_PROTECTION, C.WINDSHIELD_PROTECTION)).toBe(0)
    expect(includedQuantity(RULES, 999, C.WINDSHIELD_PROTECTION)).toBe(0)
  })

  it('charges only what is beyond the included quantity', () => {
    expect(chargeableQuantity(2, 1)).toBe(1)
    expect(chargeableQuantity(1, 1)).toBe(0)
    expect(chargeableQuantity(1, 3)).toBe(0)
    expect(chargeableQuantity(3, 0)).toBe(3)
  })
})

describe('what a level includes, by name', () => {
  const services = [
    { code: C.SAND_AND_ASH_PROTECTION, key: 'sandAndAsh', name: 'Sand and ash', group: 'additional' },
    { code: C.WINDSHIELD_PROTECTION, key: 'windshield', name: 'Windshield', group: 'additional' },
    { code: C.ROADSIDE_ASSISTANCE, key: 'roadside', name: 'Roadside assistance', group: 'additional' },
    { code: DRIVER, key: 'additionalDriver', name: 'Additional driver', group: 'extra' },
  ]

  it('names the add-ons Premium includes in the services order, and counts its free extra drivers', () => {
    expect(levelInclusions(RULES, C.PREMIUM_PROTECTION, services)).toEqual({
      addOns: ['Sand and ash', 'Windshield', 'Roadside assistance'],
      freeExtraDrivers: 1,
    })
    expect(levelInclusions(RULES, C.PREMIUM_PROTECTION_LARGE, services)).toEqual({ addOns: [], freeExtraDrivers: 2 })
  })

  it('gives nothing for a level that includes nothing, or with no extra-driver service', () => {
    expect(levelInclusions(RULES, C.BASIC_PROTECTION, services)).toEqual({ addOns: [], freeExtraDrivers: 0 })
    expect(levelInclusions(RULES, C.PREMIUM_PROTECTION, services.slice(0, 1))).toEqual({
      addOns: ['Sand and ash'],
      freeExtraDrivers: 0,
    })
  })
})
