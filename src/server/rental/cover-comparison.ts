import 'server-only'

import type { Payload } from 'payload'

import { depositFor, excessFor, levelInclusions } from '@/domain/booking/cover-rules'
import { PROTECTION_LEVELS } from '@/domain/booking/protection-choice'
import { protectionCode, type ProtectionLevel, type ProtectionVariant } from '@/domain/booking/services'
import { WEB_CATEGORIES, type WebCategoryId } from '@/domain/fleet/web-categories'
import { money, type Money } from '@/domain/money/money'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { activeServices, ageRules, neverCovered } from './catalogue'
import { coverRulesOfServices, type RentalService } from './mappers/service'

/** One protection level for one car class, as the rental engine holds it. */
export type CoverClassTerms = {
  readonly excess: Money | null
  readonly deposit: Money | null
  readonly perDay: Money
}

/** One protection level compared: its terms per car class and what it includes. */
export type CoverLevel = {
  readonly level: ProtectionLevel
  readonly name: string
  readonly description: string
  readonly classes: Readonly<Partial<Record<ProtectionVariant, CoverClassTerms>>>
  /** Names of the additional protections it includes (never sold on top of it). */
  readonly includedAddOns: readonly string[]
  readonly freeExtraDrivers: number
}

/** What the protection comparison block shows, all from the rental engine. */
export type CoverComparison = {
  readonly levels: readonly CoverLevel[]
  /** The youngest driver for every car, then per web category where it differs. */
  readonly minimumAge: number
  readonly minimumAges: readonly { readonly webCategory: WebCategoryId; readonly age: number }[]
  /** What no level covers, as the Rental rules say it. */
  readonly neverCovered: readonly string[]
}

const VARIANTS: readonly ProtectionVariant[] = ['standard', 'large']

/** Loads the comparison when the page has a protection comparison block; else nothing. */
export async function loadCoverComparison(params: {
  payload: Payload
  blocks: Page['layout']
  locale: Locale
}): Promise<CoverComparison | undefined> {
  const { payload, locale } = params
  if (!(params.blocks ?? []).some((block) => block.blockType === 'protectionComparison')) return undefined
  const [services, rules, exclusions] = await Promise.all([
    activeServices({ payload, locale }),
    ageRules({ payload }),
    neverCovered({ payload, locale }),
  ])
  const byAge = WEB_CATEGORIES.flatMap(({ id }) => {
    const age = rules.byWebCategory[id]
    return age === undefined || age === rules.otherwise ? [] : [{ webCategory: id, age }]
  })
  return { levels: coverLevels(services), minimumAge: rules.otherwise, minimumAges: byAge, neverCovered: exclusions }
}

/** The three levels (those the engine has), Basic to Premium; amounts in EUR as the services hold them. */
export function coverLevels(services: readonly RentalService[]): CoverLevel[] {
  const rules = coverRulesOfServices(services)
  const byCode = new Map(services.map((service) => [service.code, service]))
  return PROTECTION_LEVELS.flatMap((level): CoverLevel[] => {
    const main = byCode.get(protectionCode(level, 'standard')) ?? byCode.get(protectionCode(level, 'large'))
    if (!main) return []
    const classes: Partial<Record<ProtectionVariant, CoverClassTerms>> = {}
    for (const variant of VARIANTS) {
      const service = byCode.get(protectionCode(level, variant))
      if (!service) continue
      const excess = excessFor(rules, level, variant)
      const deposit = depositFor(rules, level, variant)
      classes[variant] = {
        excess: excess === null ? null : money(excess, 'EUR'),
        deposit: deposit === null ? null : money(deposit, 'EUR'),
        perDay: money(service.unitPrice, 'EUR'),
      }
    }
    const inclusions = levelInclusions(rules, main.code, services)
    return [
      {
        level,
        name: main.name,
        description: main.description,
        classes,
        includedAddOns: inclusions.addOns,
        freeExtraDrivers: inclusions.freeExtraDrivers,
      },
    ]
  })
}
