import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { MINOR_UNITS_PER_MAJOR } from '@/domain/money/money'
import {
  ecommercePayload,
  trackingItem,
  type EcommercePayload,
  type TrackingListType,
} from '@/domain/tracking/tracking-events'
import type { CarCategoryResult } from '@/server/rental/category-result'

/** A list of cars as a view_item_list (or select_item) payload: total rental prices in EUR. */
export function carListEvent(params: {
  cars: readonly CarCategoryResult[]
  listType: TrackingListType
  rates?: ExchangeRates
}): EcommercePayload {
  const items = params.cars.map((car, index) =>
    trackingItem({
      id: car.CarCategoryId,
      name: car.ModelName,
      category: car.webCategory,
      listType: params.listType,
      index,
      price: { amount: Math.round(car.totalAmount * MINOR_UNITS_PER_MAJOR), currency: car.currency },
      rates: params.rates,
    }),
  )
  return ecommercePayload({ items, listType: params.listType })
}
