import { ADDITIONAL_PROTECTION_CODES, protectionCode, type ProtectionLevel, type ProtectionVariant } from './services'

/** The key of the additional-driver extra in the rental engine (its code is the price list's). */
export const ADDITIONAL_DRIVER_KEY = 'additionalDriver'

/** A service a protection level gives without charge, up to `quantity` of it. */
export type IncludedService = { readonly code: number; readonly quantity: number }

/**
 * What one main protection (a level in a variant: standard or large cars) promises, as the rental
 * engine holds it (the protection service in the admin). Amounts are minor units (EUR cents);
 * null means the engine does not say.
 */
export type LevelTerms = {
  readonly code: number
  /** The most the renter pays for covered damage. */
  readonly excess: number | null
  /** The amount held on the main driver's credit card at pickup. */
  readonly deposit: number | null
  /** Services included in the level: additional protections and free extras (extra drivers). */
  readonly included: readonly IncludedService[]
}

/** The terms of every main protection the engine offers, keyed by the protection's service code. */
export type CoverRules = Readonly<Record<number, LevelTerms>>

/** The rules from a list of terms (one per protection service). */
export function coverRulesOf(terms: readonly LevelTerms[]): CoverRules {
  return Object.fromEntries(terms.map((entry) => [entry.code, entry]))
}

/** The terms of a level for a car of a variant; undefined when the engine has no such protection. */
export function levelTerms(
  rules: CoverRules,
  level: ProtectionLevel,
  variant: ProtectionVariant,
): LevelTerms | undefined {
  return rules[protectionCode(level, variant)]
}

/** The excess of a level for a car of a variant (minor units; 0 means none); null when unknown. */
export function excessFor(rules: CoverRules, level: ProtectionLevel, variant: ProtectionVariant): number | null {
  return levelTerms(rules, level, variant)?.excess ?? null
}

/** The card deposit of a level for a car of a variant (minor units); null when unknown. */
export function depositFor(rules: CoverRules, level: ProtectionLevel, variant: ProtectionVariant): number | null {
  return levelTerms(rules, level, variant)?.deposit ?? null
}

/** How many of a service the protection with `protectionCode` includes (0 when none). */
export function includedQuantity(rules: CoverRules, protectionServiceCode: number, code: number): number {
  const row = rules[protectionServiceCode]?.included.find((entry) => entry.code === code)
  return row === undefined ? 0 : Math.max(0, Math.trunc(row.quantity))
}

/**
 * The additional protections (sand and ash, wheels and glasses, windshield, roadside assistance)
 * a level includes for a car of a variant, in the engine's order. These are shown as included and
 * never sold on top of the level.
 */
export function includedAddOns(rules: CoverRules, level: ProtectionLevel, variant: ProtectionVariant): number[] {
  const code = protectionCode(level, variant)
  return ADDITIONAL_PROTECTION_CODES.filter((addon) => includedQuantity(rules, code, addon) > 0)
}

/** How many extra drivers a level gives free for a car of a variant (`driverCode`: the extra's code). */
export function freeExtraDrivers(
  rules: CoverRules,
  level: ProtectionLevel,
  variant: ProtectionVariant,
  driverCode: number,
): number {
  return includedQuantity(rules, protectionCode(level, variant), driverCode)
}

/** What a main protection gives at no charge: the additional protections it includes, by name, and free extra drivers. */
export type LevelInclusions = {
  readonly addOns: readonly string[]
  readonly freeExtraDrivers: number
}

/** A service as the inclusions name it: its code, key (the extra driver's), name and group. */
type NamedService = { readonly code: number; readonly key: string; readonly name: string; readonly group: string }

/** What the main protection with `protectionServiceCode` includes, named from `services` (in their order). */
export function levelInclusions(
  rules: CoverRules,
  protectionServiceCode: number,
  services: readonly NamedService[],
): LevelInclusions {
  const driver = services.find((service) => service.key === ADDITIONAL_DRIVER_KEY)
  return {
    addOns: services
      .filter(
        (service) => service.group === 'additional' && includedQuantity(rules, protectionServiceCode, service.code) > 0,
      )
      .map((service) => service.name),
    freeExtraDrivers: driver ? includedQuantity(rules, protectionServiceCode, driver.code) : 0,
  }
}

/**
 * What is charged of a chosen quantity when `included` of it come with the protection: never
 * below 0 (choosing fewer than included charges nothing).
 */
export function chargeableQuantity(quantity: number, included: number): number {
  return Math.max(0, Math.trunc(quantity) - Math.max(0, Math.trunc(included)))
}
