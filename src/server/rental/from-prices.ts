import 'server-only'

import type { Payload } from 'payload'

import { fromPriceProbes, lowestAmount } from '@/domain/fleet/from-price'
import type { Money } from '@/domain/money/money'
import { officeInstant } from '@/domain/time/office-instant'
import { DAY_MS, officeClock } from '@/domain/time/office-time'
import { quoteCategory } from '@/domain/pricing/quote'
import { DEFAULT_DRIVER_AGE, DEFAULT_PICKUP_LOCATION_ID, DEFAULT_TIME } from '@/domain/search/search-defaults'
import type { Locale } from '@/i18n/locales'

import { activeCategories } from './catalogue'
import { cachedRead } from './catalogue-cache'
import { loadRentalContext } from './rental-context'

/**
 * "From €X a day" of every active car category: the lowest per-day rent the engine quotes (paying
 * now, no promo, a 25+ driver, pickup and return at the airport at noon) for a pickup on any of
 * the coming weeks' days and any duration band. A category the price list does not price then is
 * left out. Kept with the catalogue cache: a price or category change is seen within a second.
 */
export function fromPrices(params: { payload: Payload; now: Date; weeks?: number }): Promise<Map<number, Money>> {
  const key = `from-prices:${officeClock(params.now).isoDate}:${params.weeks ?? 'default'}`
  return cachedRead({ payload: params.payload, key, load: () => computeFromPrices(params) })
}

async function computeFromPrices(params: { payload: Payload; now: Date; weeks?: number }): Promise<Map<number, Money>> {
  const { payload, now } = params
  const locale: Locale = 'en'
  const [context, categories] = await Promise.all([
    loadRentalContext({ payload, officeOut: DEFAULT_PICKUP_LOCATION_ID, officeIn: DEFAULT_PICKUP_LOCATION_ID, locale }),
    activeCategories({ payload, locale }),
  ])
  const prices = new Map<number, Money>()
  if (!context.isOk) return prices
  const { priceList, officeOut, officeIn } = context.value
  const probes = fromPriceProbes({ now, bands: priceList.bands, weeks: params.weeks }).flatMap((probe) => {
    const pickupAt = officeInstant({ date: probe.pickupDate, time: DEFAULT_TIME })
    return pickupAt.isOk
      ? [{ pickupAt: pickupAt.value, returnAt: new Date(pickupAt.value.getTime() + probe.days * DAY_MS) }]
      : []
  })
  for (const category of categories) {
    const perDay = lowestAmount(
      probes.flatMap(({ pickupAt, returnAt }) => {
        const quote = quoteCategory({
          categoryId: String(category.id),
          priceList,
          pickupAt,
          returnAt,
          driverAge: DEFAULT_DRIVER_AGE,
          selections: [],
          protectionVariant: category.size,
          pickupOffice: officeOut.hours,
          returnOffice: officeIn.hours,
          isPayNow: true,
          now,
        })
        return quote.isOk ? [quote.value.perDay.amount] : []
      }),
    )
    if (perDay !== undefined) prices.set(category.id, { amount: perDay, currency: priceList.currency })
  }
  return prices
}
