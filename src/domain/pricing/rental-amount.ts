import { domainError } from '../errors/errors'
import { addOfficeDays } from '../time/office-time'
import { fail, ok, type Result } from '../errors/result'
import { durationBandIndex, seasonOn, type PriceList } from './price-list'

/**
 * The vehicle rental amount (minor units) of `days` days from `pickupAt`: the duration band is
 * chosen by the whole length of the rental, and each day is priced by the season it falls in, so a
 * rental across a season change pays each season's rate for its own days.
 * A day no season prices, or a category without a price, is PRICE_NOT_FOUND.
 */
export function rentalAmount(params: {
  priceList: PriceList
  categoryId: string
  pickupAt: Date
  days: number
}): Result<number> {
  const { priceList, categoryId, pickupAt, days } = params
  const band = durationBandIndex(priceList.bands, days)
  let total = 0
  for (let day = 0; day < days; day += 1) {
    const date = addOfficeDays(pickupAt, day)
    const daily = band < 0 ? undefined : seasonOn(priceList.seasons, date)?.dailyAmounts[categoryId]?.[band]
    if (daily === undefined) return fail(domainError('PRICE_NOT_FOUND', { categoryId, date }))
    total += daily
  }
  return ok(total)
}
