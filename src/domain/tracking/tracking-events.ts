import { convertMoney, FALLBACK_RATES, type ExchangeRates } from '../money/exchange-rates'
import { MINOR_UNITS_PER_MAJOR, type Money } from '../money/money'

/** SPEC §9: the only event names sent to the data layer. */
export const TRACKING_EVENTS = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'begin_checkout',
  'checkout_step_extras',
  'checkout_step_details',
  'add_shipping_info',
  'checkout_step_payment',
  'add_payment_info',
  'purchase',
  'remove_from_cart',
] as const
export type TrackingEventName = (typeof TRACKING_EVENTS)[number]

/** SPEC §9: the list types items are shown in. */
export const TRACKING_LIST_TYPES = ['Catalog', 'Booking', 'Extra', 'Car upgrade', 'Cars List'] as const
export type TrackingListType = (typeof TRACKING_LIST_TYPES)[number]

/** SPEC §9: analytics values are in EUR. */
const TRACKING_CURRENCY = 'EUR'

/** SPEC §4, §9: the data layer is looked for up to 5 times, 500 ms apart, then a warning only. */
export const DATA_LAYER_TRIES = 5
export const DATA_LAYER_INTERVAL_MS = 500

export type TrackingItem = {
  readonly item_id: string
  readonly item_name: string
  readonly item_category?: string
  readonly item_list_name?: TrackingListType
  readonly index?: number
  /** EUR, major units (45.5 is 45.50 EUR). */
  readonly price: number
  readonly quantity: number
}

export type EcommercePayload = {
  readonly currency: typeof TRACKING_CURRENCY
  readonly value: number
  readonly items: readonly TrackingItem[]
  readonly item_list_name?: TrackingListType
  readonly transaction_id?: string
}

/** What one event puts in the data layer: first a reset of the earlier ecommerce payload. */
export type DataLayerPush = { ecommerce: null } | { event: TrackingEventName; ecommerce: EcommercePayload }

export function isTrackingEvent(name: string): name is TrackingEventName {
  return (TRACKING_EVENTS as readonly string[]).includes(name)
}

/** An amount in EUR major units for analytics; the fixed rates stand in for missing ones. */
export function eurValue(value: Money, rates: Partial<ExchangeRates> = FALLBACK_RATES): number {
  const converted = convertMoney({ value, to: TRACKING_CURRENCY, rates: { ...FALLBACK_RATES, ...rates } })
  return converted.isOk ? converted.value.amount / MINOR_UNITS_PER_MAJOR : 0
}

/** One product (a car category, a protection, an extra) as analytics counts it. */
export function trackingItem(params: {
  id: string | number
  name: string
  price: Money
  rates?: Partial<ExchangeRates>
  category?: string
  listType?: TrackingListType
  index?: number
  quantity?: number
}): TrackingItem {
  return {
    item_id: String(params.id),
    item_name: params.name,
    ...(params.category ? { item_category: params.category } : {}),
    ...(params.listType ? { item_list_name: params.listType } : {}),
    ...(params.index === undefined ? {} : { index: params.index }),
    price: eurValue(params.price, params.rates),
    quantity: params.quantity ?? 1,
  }
}

/** The ecommerce part of an event: EUR, its value the sum of the items (to the cent). */
export function ecommercePayload(params: {
  items: readonly TrackingItem[]
  listType?: TrackingListType
  transactionId?: string
}): EcommercePayload {
  const cents = params.items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0)
  return {
    currency: TRACKING_CURRENCY,
    value: cents / 100,
    items: params.items,
    ...(params.listType ? { item_list_name: params.listType } : {}),
    ...(params.transactionId ? { transaction_id: params.transactionId } : {}),
  }
}

/**
 * The pushes of one event (SPEC §5, §7): an unknown name is rejected with the warning to show and
 * nothing to send; a known one clears the earlier ecommerce payload before its own.
 */
export function dataLayerPushes(
  name: string,
  ecommerce: EcommercePayload,
): { isOk: true; pushes: DataLayerPush[] } | { isOk: false; warning: string } {
  if (!isTrackingEvent(name)) return { isOk: false, warning: `Tracking: event "${name}" is not allowed; nothing sent` }
  return { isOk: true, pushes: [{ ecommerce: null }, { event: name, ecommerce }] }
}

/** SPEC §9: the event each booking step sends when it is shown (the search sends view_item_list). */
export const BOOKING_STEP_EVENTS = {
  protection: 'begin_checkout',
  extras: 'checkout_step_extras',
  detail: 'checkout_step_details',
  payment: 'checkout_step_payment',
  confirmation: 'purchase',
} as const satisfies Record<string, TrackingEventName>
export type TrackedBookingStep = keyof typeof BOOKING_STEP_EVENTS
