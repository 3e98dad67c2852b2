import 'server-only'

import type { Payload } from 'payload'

import type { Money } from '@/domain/money/money'
import type { Locale } from '@/i18n/locales'
import { activeCategories } from '@/server/rental/catalogue'
import { fromPrices } from '@/server/rental/from-prices'
import type { RentalCategory } from '@/server/rental/mappers/category'

/** A rental model of the fleet catalogue: the engine's category and its "from" price per day. */
export type FleetModel = RentalCategory & { readonly fromPerDay: Money | undefined }

/** The active fleet, by sort order, each model with its "from €X a day" for the coming weeks. */
export async function fleetModels(params: { payload: Payload; locale: Locale; now: Date }): Promise<FleetModel[]> {
  const [categories, prices] = await Promise.all([
    activeCategories({ payload: params.payload, locale: params.locale }),
    fromPrices({ payload: params.payload, now: params.now }),
  ])
  return categories.map((category) => ({ ...category, fromPerDay: prices.get(category.id) }))
}
