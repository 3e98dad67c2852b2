/**
 * Service codes of the rental engine. SPEC §9 fixes 9 (Standard), 12 (Premium), 13 (young driver)
 * and 16 (out of hours); the others are ours, chosen to sit beside them:
 *
 * | code | service                               | group      | level    |
 * |------|---------------------------------------|------------|----------|
 * |   8  | Basic Protection (Standard)           | protection | basic    |
 * |  10  | Basic Protection (Large)              | protection | basic    |
 * |   9  | Standard Protection (Standard)        | protection | standard |
 * |  11  | Standard Protection (Large)           | protection | standard |
 * |  12  | Premium Protection (Standard)         | protection | premium  |
 * |  14  | Premium Protection (Large)            | protection | premium  |
 * |  13  | Young driver fee                      | fee        |          |
 * |  16  | Out-of-hours fee                      | fee        |          |
 * |  17  | Sand and Ash Protection               | additional |          |
 * |  18  | Wheels and Glasses Protection         | additional |          |
 * |  19  | Windshield Protection                 | additional |          |
 * |  20  | Roadside Assistance                   | additional |          |
 *
 * "Large" variants apply to large vehicles (per car category setting). Basic costs 0 and is the
 * default selection. Extras (GPS, child seats, ...) take any other code from the price list.
 */
export const SERVICE_CODES = {
  BASIC_PROTECTION: 8,
  BASIC_PROTECTION_LARGE: 10,
  STANDARD_PROTECTION: 9,
  STANDARD_PROTECTION_LARGE: 11,
  PREMIUM_PROTECTION: 12,
  PREMIUM_PROTECTION_LARGE: 14,
  YOUNG_DRIVER_FEE: 13,
  OUT_OF_HOURS_FEE: 16,
  SAND_AND_ASH_PROTECTION: 17,
  WHEELS_AND_GLASSES_PROTECTION: 18,
  WINDSHIELD_PROTECTION: 19,
  ROADSIDE_ASSISTANCE: 20,
} as const

export type ProtectionLevel = 'basic' | 'standard' | 'premium'
export type ProtectionVariant = 'standard' | 'large'

const MAIN_PROTECTIONS: Record<ProtectionLevel, Record<ProtectionVariant, number>> = {
  basic: { standard: SERVICE_CODES.BASIC_PROTECTION, large: SERVICE_CODES.BASIC_PROTECTION_LARGE },
  standard: { standard: SERVICE_CODES.STANDARD_PROTECTION, large: SERVICE_CODES.STANDARD_PROTECTION_LARGE },
  premium: { standard: SERVICE_CODES.PREMIUM_PROTECTION, large: SERVICE_CODES.PREMIUM_PROTECTION_LARGE },
}

export const ADDITIONAL_PROTECTION_CODES: readonly number[] = [
  SERVICE_CODES.SAND_AND_ASH_PROTECTION,
  SERVICE_CODES.WHEELS_AND_GLASSES_PROTECTION,
  SERVICE_CODES.WINDSHIELD_PROTECTION,
  SERVICE_CODES.ROADSIDE_ASSISTANCE,
]

export const DEFAULT_PROTECTION_LEVEL: ProtectionLevel = 'basic'

/** The code of a main protection level in a variant. */
export function protectionCode(level: ProtectionLevel, variant: ProtectionVariant): number {
  return MAIN_PROTECTIONS[level][variant]
}

export function isMainProtection(code: number): boolean {
  return mainProtectionLevel(code) !== undefined
}

/** Level of the selected main protection; no or an unknown code means the default, basic. */
export function protectionLevel(code: number | undefined): ProtectionLevel {
  return (code === undefined ? undefined : mainProtectionLevel(code)) ?? DEFAULT_PROTECTION_LEVEL
}

export type ServiceSelection = { readonly code: number; readonly quantity: number }

/**
 * Repeated lines of one service become one line with their quantities added, where the last of
 * them stood (so "the last main protection chosen" still holds). The caller then caps the merged
 * quantity at the service's maximum (1 for a max-one service): six lines of one child seat are
 * six child seats, capped at the maximum, never six lines within it.
 */
export function mergeRepeatedSelections(selections: readonly ServiceSelection[]): ServiceSelection[] {
  const totals = new Map<number, number>()
  for (const selection of selections) {
    totals.set(selection.code, (totals.get(selection.code) ?? 0) + Math.max(0, Math.trunc(selection.quantity)))
  }
  const merged: ServiceSelection[] = []
  selections.forEach((selection, at) => {
    const isLastOfItsCode = selections.findLastIndex((other) => other.code === selection.code) === at
    if (isLastOfItsCode) merged.push({ code: selection.code, quantity: totals.get(selection.code) ?? 0 })
  })
  return merged
}

function mainProtectionLevel(code: number): ProtectionLevel | undefined {
  const levels = Object.keys(MAIN_PROTECTIONS) as ProtectionLevel[]
  return levels.find((level) => Object.values(MAIN_PROTECTIONS[level]).includes(code))
}
