import 'server-only'

import { officeDateOf } from '@/cms/collections/rental/Offices/hours'
import { SERVICE_CODES } from '@/domain/booking/services'
import type { PriceList, Season, ServicePrice } from '@/domain/pricing/price-list'
import type { PriceList as PriceListDoc } from '@/payload-types'

import type { RentalService } from './service'

export type PriceListSource = Pick<PriceListDoc, 'code' | 'currency' | 'durationBands' | 'seasons' | 'rates'>

/**
 * The domain price list: rent from the price list document (each dated season row takes the rates
 * of its season name), services and fees from the active services (young-driver fee by age band
 * from code 13, out-of-hours fee from code 16).
 */
export function toDomainPriceList(doc: PriceListSource, services: readonly RentalService[]): PriceList {
  const byCategory = new Map<string, Record<string, number[]>>()
  for (const rate of doc.rates ?? []) {
    const categoryId = String(typeof rate.carCategory === 'object' ? rate.carCategory.id : rate.carCategory)
    const seasonRates = byCategory.get(rate.season) ?? {}
    seasonRates[categoryId] = rate.dailyAmounts
    byCategory.set(rate.season, seasonRates)
  }
  const seasons: Season[] = (doc.seasons ?? []).flatMap((row, at) => {
    const from = officeDateOf(row.from)
    const to = officeDateOf(row.to)
    if (!from || !to) return []
    return [{ id: `${row.name}#${at}`, from, to, dailyAmounts: byCategory.get(row.name) ?? {} }]
  })
  const youngDriver = services.find((service) => service.code === SERVICE_CODES.YOUNG_DRIVER_FEE)
  const outOfHours = services.find((service) => service.code === SERVICE_CODES.OUT_OF_HOURS_FEE)
  return {
    id: doc.code,
    currency: doc.currency,
    bands: doc.durationBands.map(({ minDays, maxDays }) => ({ minDays, maxDays: maxDays ?? null })),
    seasons,
    services: services.filter((service) => service.group !== 'fee').map(toServicePrice),
    youngDriverFees: youngDriverFees(youngDriver),
    outOfHoursFee: outOfHours?.unitPrice ?? 0,
  }
}

function toServicePrice(service: RentalService): ServicePrice {
  return {
    code: service.code,
    nameKey: service.key,
    group: service.group === 'fee' ? 'extra' : service.group,
    isOneTime: service.isOneTime,
    amount: service.unitPrice,
    amountByCategory: service.amountByCategory,
    maxQuantity: service.maxQuantity,
    isMaxOne: service.isMaxOne,
    ...(service.included.length > 0 ? { included: service.included } : {}),
  }
}

function youngDriverFees(service: RentalService | undefined): PriceList['youngDriverFees'] {
  if (!service) return {}
  const fees: { -readonly [Band in '21' | '19']?: { amount: number; isOneTime: boolean } } = {}
  for (const band of ['21', '19'] as const) {
    const amount = service.ageBandFees[band]
    if (amount !== undefined) fees[band] = { amount, isOneTime: service.isOneTime }
  }
  return fees
}
