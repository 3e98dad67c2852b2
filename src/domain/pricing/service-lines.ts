import { domainError } from '../errors/errors'
import { fail, ok, type Result } from '../errors/result'
import { ageBandFor } from '../search/search-defaults'
import {
  isMainProtection,
  mergeRepeatedSelections,
  protectionCode,
  SERVICE_CODES,
  type ProtectionVariant,
  type ServiceSelection,
} from '../booking/services'
import { serviceAmount, type PriceList } from './price-list'
import { pricedLine, type QuoteLine } from './quote-line'

/**
 * Lines for the chosen services. Repeated lines of one service are merged first. Only the last main
 * protection chosen counts; with none, Basic is selected at cost 0. Quantities are clamped to 1 for
 * max-one services and to maxQuantity else; a quantity of 0 drops the line. A code the price list
 * does not offer is SERVICE_NOT_OFFERED. What the chosen protection includes is never charged: an
 * included additional protection leaves the bill (switching to a level that includes it removes
 * it), an extra with free units (extra drivers) is charged only beyond them.
 */
export function serviceLines(params: {
  priceList: PriceList
  categoryId: string
  selections: readonly ServiceSelection[]
  protectionVariant: ProtectionVariant
  days: number
}): Result<QuoteLine[]> {
  const { priceList, categoryId, days } = params
  const selections = mergeRepeatedSelections(params.selections)
  const lastMain = selections.findLast((selection) => isMainProtection(selection.code))
  const chosen = selections.filter((selection) => !isMainProtection(selection.code) || selection === lastMain)
  const mainCode = lastMain?.code ?? protectionCode('basic', params.protectionVariant)
  const included = priceList.services.find((service) => service.code === mainCode)?.included ?? []
  const includedOf = (code: number) => included.find((row) => row.code === code)?.quantity ?? 0
  const lines: QuoteLine[] = []
  if (lastMain === undefined) lines.push(basicProtectionLine(priceList, params.protectionVariant))
  for (const selection of chosen) {
    const service = priceList.services.find((candidate) => candidate.code === selection.code)
    if (service === undefined) return fail(domainError('SERVICE_NOT_OFFERED', { code: selection.code }))
    const limit = service.isMaxOne ? 1 : service.maxQuantity
    const quantity = Math.min(Math.max(0, Math.trunc(selection.quantity)), limit)
    if (quantity === 0) continue
    const freeQuantity = Math.min(quantity, includedOf(service.code))
    if (service.group === 'additional' && freeQuantity > 0) continue
    lines.push(
      pricedLine({
        code: service.code,
        nameKey: service.nameKey,
        group: service.group === 'extra' ? 'extra' : 'protection',
        quantity,
        isPerDay: !service.isOneTime,
        unitPrice: { amount: serviceAmount(service, categoryId), currency: priceList.currency },
        days,
        freeQuantity,
      }),
    )
  }
  return ok(lines)
}

/** Fees that rules add: young driver (code 13) by age band, out of hours (code 16) per handover. */
export function feeLines(params: {
  priceList: PriceList
  driverAge: number
  outOfHoursCount: number
  days: number
}): QuoteLine[] {
  const { priceList, days } = params
  const lines: QuoteLine[] = []
  const band = ageBandFor(params.driverAge)
  const youngFee = band === undefined ? undefined : priceList.youngDriverFees[band.id]
  if (youngFee !== undefined && youngFee.amount > 0) {
    lines.push(
      pricedLine({
        code: SERVICE_CODES.YOUNG_DRIVER_FEE,
        nameKey: 'services.youngDriverFee',
        group: 'fee',
        quantity: 1,
        isPerDay: !youngFee.isOneTime,
        unitPrice: { amount: youngFee.amount, currency: priceList.currency },
        days,
      }),
    )
  }
  if (params.outOfHoursCount > 0 && priceList.outOfHoursFee > 0) {
    lines.push(
      pricedLine({
        code: SERVICE_CODES.OUT_OF_HOURS_FEE,
        nameKey: 'services.outOfHoursFee',
        group: 'fee',
        quantity: params.outOfHoursCount,
        isPerDay: false,
        unitPrice: { amount: priceList.outOfHoursFee, currency: priceList.currency },
        days,
      }),
    )
  }
  return lines
}

function basicProtectionLine(priceList: PriceList, variant: ProtectionVariant): QuoteLine {
  return pricedLine({
    code: protectionCode('basic', variant),
    nameKey: 'services.basicProtection',
    group: 'protection',
    quantity: 1,
    isPerDay: false,
    unitPrice: { amount: 0, currency: priceList.currency },
    days: 1,
  })
}
