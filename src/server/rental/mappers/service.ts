import 'server-only'

import { coverRulesOf, type CoverRules, type IncludedService } from '@/domain/booking/cover-rules'
import type { Service } from '@/payload-types'

/** A service as offered to visitors (SPEC §3 optional items); amounts in minor units. */
export type RentalService = {
  readonly id: number
  readonly code: number
  readonly key: string
  readonly name: string
  readonly description: string
  readonly group: Service['group']
  readonly isOneTime: boolean
  readonly unitPrice: number
  readonly amountByCategory: Readonly<Record<string, number>>
  readonly maxQuantity: number
  readonly isMaxOne: boolean
  readonly isMandatory: boolean
  readonly excess: number | null
  /** Protections: the card deposit at pickup. */
  readonly deposit: number | null
  /** Protections: the services included without charge, by service code. */
  readonly included: readonly IncludedService[]
  readonly ageBandFees: Readonly<Partial<Record<'21' | '19', number>>>
  readonly sortOrder: number
}

export type ServiceDoc = Omit<Service, 'coverage' | 'updatedAt' | 'createdAt'>

/**
 * The rental services from their documents. An included service is a relation: read at depth 0 it
 * is an id, resolved to its code among `docs` (an inactive or deleted one is dropped).
 */
export function toRentalServices(docs: readonly ServiceDoc[]): RentalService[] {
  const codeById = new Map(docs.map((doc) => [doc.id, doc.code]))
  return docs.map((doc) => toRentalService(doc, codeById))
}

function toRentalService(doc: ServiceDoc, codeById: ReadonlyMap<number, number>): RentalService {
  const included = (doc.included ?? []).flatMap((row) => {
    const code = typeof row.service === 'object' ? row.service.code : codeById.get(row.service)
    return code === undefined || row.quantity <= 0 ? [] : [{ code, quantity: row.quantity }]
  })
  const amountByCategory: Record<string, number> = {}
  for (const row of doc.categoryPrices ?? []) {
    const id = typeof row.carCategory === 'object' ? row.carCategory.id : row.carCategory
    amountByCategory[String(id)] = row.unitPrice
  }
  const ageBandFees: Partial<Record<'21' | '19', number>> = {}
  for (const row of doc.ageBandFees ?? []) ageBandFees[row.ageBand] = row.amount
  return {
    id: doc.id,
    code: doc.code,
    key: doc.key,
    name: doc.name,
    description: doc.description ?? '',
    group: doc.group,
    isOneTime: doc.pricing === 'perRental',
    unitPrice: doc.unitPrice,
    amountByCategory,
    maxQuantity: doc.isMaxOne ? 1 : doc.maxQuantity,
    isMaxOne: doc.isMaxOne ?? false,
    isMandatory: doc.isMandatory ?? false,
    excess: doc.excess ?? null,
    deposit: doc.deposit ?? null,
    included,
    ageBandFees,
    sortOrder: doc.sortOrder ?? 0,
  }
}

/** Unit price of a service for a car category. */
export function unitPriceFor(service: RentalService, categoryId: number): number {
  return service.amountByCategory[String(categoryId)] ?? service.unitPrice
}

/** The cover rules (excess, deposit, included services per protection) the services hold. */
export function coverRulesOfServices(services: readonly RentalService[]): CoverRules {
  return coverRulesOf(
    services
      .filter((service) => service.group === 'protection')
      .map(({ code, excess, deposit, included }) => ({ code, excess, deposit, included })),
  )
}
