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

/** An add_to_cart or remove_from_cart event with what changed. */
export type CartChange = {
  readonly name: Extract<TrackingEventName, 'add_to_cart' | 'remove_from_cart'>
  readonly ecommerce: EcommercePayload
}

/**
 * What a change of chosen items (extras, protections) sends (SPEC §9): the items whose quantity
 * went up as add_to_cart with the quantity added, those that went down as remove_from_cart with
 * the quantity removed; nothing when nothing changed. Items are matched by item_id.
 */
export function cartChanges(params: {
  before: readonly TrackingItem[]
  after: readonly TrackingItem[]
  listType?: TrackingListType
}): CartChange[] {
  const quantityBefore = new Map(params.before.map((item) => [item.item_id, item.quantity]))
  const quantityAfter = new Map(params.after.map((item) => [item.item_id, item.quantity]))
  const byId = new Map([...params.before, ...params.after].map((item) => [item.item_id, item]))
  const added: TrackingItem[] = []
  const removed: TrackingItem[] = []
  for (const [id, item] of byId) {
    const delta = (quantityAfter.get(id) ?? 0) - (quantityBefore.get(id) ?? 0)
    if (delta > 0) added.push({ ...item, quantity: delta })
    if (delta < 0) removed.push({ ...item, quantity: -delta })
  }
  const listType = params.listType ? { listType: params.listType } : {}
  return [
    ...(added.length > 0
      ? [{ name: 'add_to_cart' as const, ecommerce: ecommercePayload({ items: added, ...listType }) }]
      : []),
    ...(removed.length > 0
      ? [{ name: 'remove_from_cart' as const, ecommerce: ecommercePayload({ items: removed, ...listType }) }]
      : []),
  ]
}
