import 'server-only'

import type { Payload } from 'payload'

import { fail, type Result } from '@/domain/errors/result'
import { domainError } from '@/domain/errors/errors'
import { DEFAULT_PRICE_LIST_ID, type PriceList } from '@/domain/pricing/price-list'
import type { PromoCode } from '@/domain/pricing/promo'
import type { AgeRules } from '@/domain/booking/minimum-age'
import { rentalDays } from '@/domain/time/rental-days'
import type { Locale } from '@/i18n/locales'

import { activeServices, ageRules, findOffice, findPriceList, findPromo } from './catalogue'
import type { RentalOffice } from './mappers/office'
import type { RentalService } from './mappers/service'

/** Everything a rental is priced with, loaded at once. */
export type RentalContext = {
  readonly officeOut: RentalOffice
  readonly officeIn: RentalOffice
  readonly services: readonly RentalService[]
  readonly priceList: PriceList
  readonly promo: PromoCode | undefined
  /** Minimum driver ages (Rental rules), checked whenever a booking is priced. */
  readonly ageRules: AgeRules
}

export async function loadRentalContext(params: {
  payload: Payload
  officeOut: string | number
  officeIn: string | number
  priceListCode?: number | undefined
  promoCode?: string | undefined
  locale: Locale
}): Promise<Result<RentalContext>> {
  const { payload, locale } = params
  const [officeOut, officeIn, services, promo, rules] = await Promise.all([
    findOffice({ payload, ref: params.officeOut, locale }),
    findOffice({ payload, ref: params.officeIn, locale }),
    activeServices({ payload, locale }),
    findPromo({ payload, code: params.promoCode }),
    ageRules({ payload }),
  ])
  if (!officeOut.isOk) return officeOut
  if (!officeIn.isOk) return officeIn
  const priceList = await findPriceList({ payload, code: params.priceListCode ?? DEFAULT_PRICE_LIST_ID, services })
  if (!priceList.isOk) return priceList
  return {
    isOk: true,
    value: {
      officeOut: officeOut.value,
      officeIn: officeIn.value,
      services,
      priceList: priceList.value,
      promo,
      ageRules: rules,
    },
  }
}

/** A rental that can be booked: return after pickup (RETURN_BEFORE_PICKUP), pickup not past. Gives the days. */
export function checkRentalDates(params: { pickupAt: Date; returnAt: Date; now: Date }): Result<number> {
  const days = rentalDays(params)
  if (!days.isOk) return days
  if (params.returnAt.getTime() <= params.pickupAt.getTime()) {
    return fail(domainError('RETURN_BEFORE_PICKUP'))
  }
  if (params.pickupAt.getTime() < params.now.getTime()) return fail(domainError('PICKUP_IN_PAST'))
  return days
}
