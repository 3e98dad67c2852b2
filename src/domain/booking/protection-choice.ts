import { chosenServices, type ServiceChoice, type ServiceLine } from './booking-lines'
import {
  ADDITIONAL_PROTECTION_CODES,
  DEFAULT_PROTECTION_LEVEL,
  isMainProtection,
  protectionLevel,
  type ProtectionLevel,
} from './services'

export const PROTECTION_LEVELS: readonly ProtectionLevel[] = ['basic', 'standard', 'premium']

/** One main protection level as the Insurance step compares them; amounts in booking major units. */
export type ProtectionOption = {
  readonly level: ProtectionLevel
  readonly code: number
  readonly name: string
  readonly isSelected: boolean
  readonly isPerDay: boolean
  /** Per day for a per-day protection, else for the rental. */
  readonly unitPrice: number
  /** For the whole rental. */
  readonly total: number
}

/** An additional protection (sand and ash, wheels and glasses, windshield, roadside assistance). */
export type AddonOption = Omit<ProtectionOption, 'level'>

export type ProtectionComparison = {
  readonly levels: readonly ProtectionOption[]
  /** The additional protections one may add: those the chosen level does not include. */
  readonly addons: readonly AddonOption[]
  /** The additional protections the chosen level includes: shown as included, never sold. */
  readonly includedAddons: readonly AddonOption[]
}

/**
 * The comparison of the Insurance step from a booking's service lines: the main protection levels
 * offered for the car (the view lists only the car's variant), Basic to Premium, and the additional
 * protections, split into those one may add and those the chosen level includes. With no main
 * protection selected Basic is (SPEC §4: the default, cost 0).
 */
export function protectionComparison(lines: readonly ServiceLine[]): ProtectionComparison {
  const mains = lines.filter((line) => line.group === 'protection' && isMainProtection(line.ServiceId))
  const selected = mains.find((line) => line.IsSelected)
  const selectedLevel = selected ? protectionLevel(selected.ServiceId) : DEFAULT_PROTECTION_LEVEL
  const levels = PROTECTION_LEVELS.flatMap((level) => {
    const line = mains.find((candidate) => protectionLevel(candidate.ServiceId) === level)
    return line ? [{ level, ...optionOf(line), isSelected: level === selectedLevel }] : []
  })
  const additional = lines
    .filter((line) => line.group === 'additional')
    .sort((left, right) => addonRank(left.ServiceId) - addonRank(right.ServiceId))
  return {
    levels,
    addons: additional.filter((line) => !isIncluded(line)).map(optionOf),
    includedAddons: additional.filter(isIncluded).map(optionOf),
  }
}

/**
 * The services to price after the visitor's choice on the Insurance step: the main protection of
 * `level`, the additional protections ticked among those offered, and every extra kept as chosen.
 * (An add-on the new level includes is dropped when priced: never charged on top of it.)
 */
export function protectionChoices(params: {
  lines: readonly ServiceLine[]
  level: ProtectionLevel
  addonCodes: readonly number[]
}): ServiceChoice[] {
  const { lines, level, addonCodes } = params
  const main = lines.find(
    (line) =>
      line.group === 'protection' && isMainProtection(line.ServiceId) && protectionLevel(line.ServiceId) === level,
  )
  const addons = lines
    .filter((line) => line.group === 'additional' && addonCodes.includes(line.ServiceId))
    .map((line) => ({ code: line.ServiceId, quantity: 1, isSelected: true }))
  return [
    ...(main ? [{ code: main.ServiceId, quantity: 1, isSelected: true }] : []),
    ...addons,
    ...chosenServices(lines, ['extra']),
  ]
}

function isIncluded(line: ServiceLine): boolean {
  return (line.IncludedQuantity ?? 0) > 0
}

function optionOf(line: ServiceLine): AddonOption {
  return {
    code: line.ServiceId,
    name: line.Name,
    isSelected: line.IsSelected,
    isPerDay: line.type === 'perDay',
    unitPrice: line.price,
    total: line.IsSelected && line.AmountTotal > 0 ? line.AmountTotal : line.Amount,
  }
}

function addonRank(code: number): number {
  const rank = ADDITIONAL_PROTECTION_CODES.indexOf(code)
  return rank === -1 ? ADDITIONAL_PROTECTION_CODES.length : rank
}
