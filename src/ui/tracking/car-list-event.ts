import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { MINOR_UNITS_PER_MAJOR } from '@/domain/money/money'
import {
  ecommercePayload,
  trackingItem,
  type EcommercePayload,
  type TrackingItem,
  type TrackingListType,
} from '@/domain/tracking/tracking-events'
import type { CarCategoryResult } from '@/server/rental/category-result'

type CarListParams = { listType: TrackingListType; rates?: ExchangeRates | undefined }

/** A list of cars as a view_item_list payload: total rental prices in EUR. */
export function carListEvent(params: CarListParams & { cars: readonly CarCategoryResult[] }): EcommercePayload {
  const items = params.cars.map((car, index) => carItem({ ...params, car, index }))
  return ecommercePayload({ items, listType: params.listType })
}

/** One car chosen from a list (its place in it) as a select_item payload. */
export function selectedCarEvent(params: CarListParams & { car: CarCategoryResult; index: number }): EcommercePayload {
  return ecommercePayload({ items: [carItem(params)], listType: params.listType })
}

function carItem(params: CarListParams & { car: CarCategoryResult; index: number }): TrackingItem {
  const { car } = params
  return trackingItem({
    id: car.CarCategoryId,
    name: car.ModelName,
    category: car.webCategory,
    listType: params.listType,
    index: params.index,
    price: { amount: Math.round(car.totalAmount * MINOR_UNITS_PER_MAJOR), currency: car.currency },
    rates: params.rates,
  })
}
