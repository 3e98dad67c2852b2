import 'server-only'

import type { Service } from '@/payload-types'

/** A service as offered to visitors (SPEC §3 optional items); amounts in minor units. */
export type RentalService = {
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
  readonly ageBandFees: Readonly<Partial<Record<'21' | '19', number>>>
  readonly sortOrder: number
}

export type ServiceDoc = Omit<Service, 'coverage' | 'updatedAt' | 'createdAt'>

export function toRentalService(doc: ServiceDoc): RentalService {
  const amountByCategory: Record<string, number> = {}
  for (const row of doc.categoryPrices ?? []) {
    const id = typeof row.carCategory === 'object' ? row.carCategory.id : row.carCategory
    amountByCategory[String(id)] = row.unitPrice
  }
  const ageBandFees: Partial<Record<'21' | '19', number>> = {}
  for (const row of doc.ageBandFees ?? []) ageBandFees[row.ageBand] = row.amount
  return {
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
    ageBandFees,
    sortOrder: doc.sortOrder ?? 0,
  }
}

/** Unit price of a service for a car category. */
export function unitPriceFor(service: RentalService, categoryId: number): number {
  return service.amountByCategory[String(categoryId)] ?? service.unitPrice
}
