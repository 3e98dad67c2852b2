import { SERVICE_CODES } from '../../../domain/booking/services'
import type { Service } from '../../../payload-types'
import type { Localized } from '../types'
import type { CoverageKey } from './texts/coverage'
import * as EXTRAS from './texts/extras'
import {
  BASIC,
  largeVariant,
  PREMIUM,
  ROADSIDE,
  SAND_AND_ASH,
  STANDARD,
  WHEELS_AND_GLASSES,
  WINDSHIELD,
  type ServiceText,
} from './texts/protections'

export type ServiceSeed = {
  code: number
  key: string
  group: Service['group']
  pricing: Service['pricing']
  /** Cents of EUR. */
  unitPrice: number
  maxQuantity?: number
  isMaxOne?: boolean
  isMandatory?: boolean
  excess?: number
  /** Cents of EUR held on the main driver's card at pickup (protections). */
  deposit?: number
  /** What a protection includes without charge, by service code (seeded as relations). */
  included?: { code: number; quantity: number }[]
  coverage?: CoverageKey[]
  ageBandFees?: NonNullable<Service['ageBandFees']>
  text: Localized<ServiceText>
}

/** Extras take codes from 501, away from the engine's fixed codes. */
export const EXTRA_CODES = {
  GPS: 501,
  CHILD_SEAT: 502,
  BOOSTER_SEAT: 503,
  ADDITIONAL_DRIVER: 504,
  WIFI_ROUTER: 505,
  SNOW_CHAINS: 506,
  CAMPING_KIT: 507,
} as const

const C = SERVICE_CODES
const BASIC_COVER: CoverageKey[] = ['cdw', 'theft', 'thirdParty']
const STANDARD_COVER: CoverageKey[] = ['scdw', 'gravel', 'theft', 'thirdParty']
const PREMIUM_COVER: CoverageKey[] = [
  'zeroExcess',
  'gravel',
  'sandAndAsh',
  'wheelsAndGlasses',
  'windshield',
  'theft',
  'thirdParty',
]
const ONE_PER_DAY = { pricing: 'perDay', maxQuantity: 1, isMaxOne: true } as const
/**
 * Premium includes what the insurance and extras pages promise: sand and ash, wheels (tyres) and
 * glass, the windscreen, and one extra driver. They are shown as included and never charged.
 */
const PREMIUM_INCLUDES = [
  { code: C.SAND_AND_ASH_PROTECTION, quantity: 1 },
  { code: C.WHEELS_AND_GLASSES_PROTECTION, quantity: 1 },
  { code: C.WINDSHIELD_PROTECTION, quantity: 1 },
  { code: EXTRA_CODES.ADDITIONAL_DRIVER, quantity: 1 },
]

/** Every service of the price list: protections, additional protections, extras and fees. */
export const SERVICE_SEEDS: readonly ServiceSeed[] = [
  {
    code: C.BASIC_PROTECTION,
    key: 'basicProtection',
    group: 'protection',
    ...ONE_PER_DAY,
    unitPrice: 0,
    excess: 350_000,
    deposit: 150_000,
    coverage: BASIC_COVER,
    text: BASIC,
  },
  {
    code: C.BASIC_PROTECTION_LARGE,
    key: 'basicProtectionLarge',
    group: 'protection',
    ...ONE_PER_DAY,
    unitPrice: 0,
    excess: 450_000,
    deposit: 250_000,
    coverage: BASIC_COVER,
    text: largeVariant(BASIC),
  },
  {
    code: C.STANDARD_PROTECTION,
    key: 'standardProtection',
    group: 'protection',
    ...ONE_PER_DAY,
    unitPrice: 1_500,
    excess: 150_000,
    deposit: 100_000,
    coverage: STANDARD_COVER,
    text: STANDARD,
  },
  {
    code: C.STANDARD_PROTECTION_LARGE,
    key: 'standardProtectionLarge',
    group: 'protection',
    ...ONE_PER_DAY,
    unitPrice: 2_500,
    excess: 200_000,
    deposit: 150_000,
    coverage: STANDARD_COVER,
    text: largeVariant(STANDARD),
  },
  {
    code: C.PREMIUM_PROTECTION,
    key: 'premiumProtection',
    group: 'protection',
    ...ONE_PER_DAY,
    unitPrice: 3_000,
    excess: 0,
    deposit: 30_000,
    included: PREMIUM_INCLUDES,
    coverage: PREMIUM_COVER,
    text: PREMIUM,
  },
  {
    code: C.PREMIUM_PROTECTION_LARGE,
    key: 'premiumProtectionLarge',
    group: 'protection',
    ...ONE_PER_DAY,
    unitPrice: 4_500,
    excess: 0,
    deposit: 50_000,
    included: PREMIUM_INCLUDES,
    coverage: PREMIUM_COVER,
    text: largeVariant(PREMIUM),
  },
  {
    code: C.SAND_AND_ASH_PROTECTION,
    key: 'sandAndAsh',
    group: 'additional',
    ...ONE_PER_DAY,
    unitPrice: 1_000,
    coverage: ['sandAndAsh'],
    text: SAND_AND_ASH,
  },
  {
    code: C.WHEELS_AND_GLASSES_PROTECTION,
    key: 'wheelsAndGlasses',
    group: 'additional',
    ...ONE_PER_DAY,
    unitPrice: 800,
    coverage: ['wheelsAndGlasses'],
    text: WHEELS_AND_GLASSES,
  },
  {
    code: C.WINDSHIELD_PROTECTION,
    key: 'windshield',
    group: 'additional',
    ...ONE_PER_DAY,
    unitPrice: 600,
    coverage: ['windshield'],
    text: WINDSHIELD,
  },
  {
    code: C.ROADSIDE_ASSISTANCE,
    key: 'roadsideAssistance',
    group: 'additional',
    ...ONE_PER_DAY,
    unitPrice: 500,
    coverage: ['roadside'],
    text: ROADSIDE,
  },
  { code: EXTRA_CODES.GPS, key: 'gps', group: 'extra', ...ONE_PER_DAY, unitPrice: 700, text: EXTRAS.GPS },
  {
    code: EXTRA_CODES.CHILD_SEAT,
    key: 'childSeat',
    group: 'extra',
    pricing: 'perDay',
    unitPrice: 800,
    maxQuantity: 2,
    text: EXTRAS.CHILD_SEAT,
  },
  {
    code: EXTRA_CODES.BOOSTER_SEAT,
    key: 'boosterSeat',
    group: 'extra',
    pricing: 'perDay',
    unitPrice: 500,
    maxQuantity: 2,
    text: EXTRAS.BOOSTER,
  },
  {
    code: EXTRA_CODES.ADDITIONAL_DRIVER,
    key: 'additionalDriver',
    group: 'extra',
    pricing: 'perRental',
    unitPrice: 3_000,
    maxQuantity: 3,
    text: EXTRAS.EXTRA_DRIVER,
  },
  {
    code: EXTRA_CODES.WIFI_ROUTER,
    key: 'wifiRouter',
    group: 'extra',
    ...ONE_PER_DAY,
    unitPrice: 900,
    text: EXTRAS.WIFI,
  },
  {
    code: EXTRA_CODES.SNOW_CHAINS,
    key: 'snowChains',
    group: 'extra',
    pricing: 'perRental',
    unitPrice: 2_500,
    maxQuantity: 1,
    isMaxOne: true,
    text: EXTRAS.SNOW_CHAINS,
  },
  {
    code: EXTRA_CODES.CAMPING_KIT,
    key: 'campingKit',
    group: 'extra',
    pricing: 'perDay',
    unitPrice: 1_500,
    maxQuantity: 2,
    text: EXTRAS.CAMPING_KIT,
  },
  {
    code: C.YOUNG_DRIVER_FEE,
    key: 'youngDriverFee',
    group: 'fee',
    pricing: 'perDay',
    unitPrice: 0,
    isMandatory: true,
    ageBandFees: [
      { ageBand: '21', amount: 1_500 },
      { ageBand: '19', amount: 2_500 },
    ],
    text: EXTRAS.YOUNG_DRIVER,
  },
  {
    code: C.OUT_OF_HOURS_FEE,
    key: 'outOfHoursFee',
    group: 'fee',
    pricing: 'perRental',
    unitPrice: 4_000,
    isMandatory: true,
    text: EXTRAS.OUT_OF_HOURS,
  },
]
