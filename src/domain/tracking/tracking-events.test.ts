import { describe, expect, it } from 'vitest'

import {
  cartChanges,
  dataLayerPushes,
  ecommercePayload,
  eurValue,
  isTrackingEvent,
  TRACKING_EVENTS,
  TRACKING_LIST_TYPES,
  trackingItem,
} from './tracking-events'

describe('tracking events', () => {
  it('allows exactly the twelve events of the spec', () => {
    expect(TRACKING_EVENTS).toHaveLength(12)
    expect(isTrackingEvent('view_item_list')).toBe(true)
    expect(isTrackingEvent('remove_from_cart')).toBe(true)
    expect(isTrackingEvent('page_view')).toBe(false)
    expect(isTrackingEvent('VIEW_ITEM_LIST')).toBe(false)
    expect(TRACKING_LIST_TYPES).toEqual(['Catalog', 'Booking', 'Extra', 'Car upgrade', 'Cars List'])
  })

  it('rejects an unknown name with a warning and nothing to send', () => {
    const result = dataLayerPushes('signup', ecommercePayload({ items: [] }))
    expect(result).toEqual({ isOk: false, warning: expect.stringContaining('"signup" is not allowed') })
  })

  it('clears the earlier ecommerce payload before the event', () => {
    const ecommerce = ecommercePayload({ items: [], listType: 'Cars List' })
    expect(dataLayerPushes('view_item_list', ecommerce)).toEqual({
      isOk: true,
      pushes: [{ ecommerce: null }, { event: 'view_item_list', ecommerce }],
    })
  })
})

describe('tracking values', () => {
  it('are in EUR whatever the display currency', () => {
    expect(eurValue({ amount: 4550, currency: 'EUR' })).toBe(45.5)
    expect(eurValue({ amount: 14_311_100, currency: 'ISK' }, { EUR: 1, ISK: 143.111 })).toBe(1000)
    expect(eurValue({ amount: 1163, currency: 'USD' }, {})).toBe(10)
  })

  it('build items and a payload whose value is the sum of price times quantity', () => {
    const car = trackingItem({
      id: 12,
      name: 'Kia Picanto',
      category: 'Economy',
      listType: 'Cars List',
      index: 0,
      price: { amount: 30_000, currency: 'EUR' },
    })
    const extra = trackingItem({ id: 'gps', name: 'GPS', price: { amount: 1_050, currency: 'EUR' }, quantity: 2 })
    expect(car).toEqual({
      item_id: '12',
      item_name: 'Kia Picanto',
      item_category: 'Economy',
      item_list_name: 'Cars List',
      index: 0,
      price: 300,
      quantity: 1,
    })
    expect(extra).toEqual({ item_id: 'gps', item_name: 'GPS', price: 10.5, quantity: 2 })
    expect(ecommercePayload({ items: [car, extra], transactionId: 'VG-1' })).toEqual({
      currency: 'EUR',
      value: 321,
      items: [car, extra],
      transaction_id: 'VG-1',
    })
  })
})

describe('cartChanges', () => {
  const gps = trackingItem({ id: 5, name: 'GPS', price: { amount: 1_000, currency: 'EUR' }, listType: 'Extra' })
  const seat = trackingItem({ id: 6, name: 'Child seat', price: { amount: 800, currency: 'EUR' }, listType: 'Extra' })
  const withQuantity = (item: typeof gps, quantity: number) => ({ ...item, quantity })

  it('sends add_to_cart with the quantity added', () => {
    const changes = cartChanges({ before: [withQuantity(gps, 0)], after: [withQuantity(gps, 2)], listType: 'Extra' })
    expect(changes).toEqual([
      { name: 'add_to_cart', ecommerce: ecommercePayload({ items: [withQuantity(gps, 2)], listType: 'Extra' }) },
    ])
    expect(changes[0]?.ecommerce.value).toBe(20)
  })

  it('sends remove_from_cart with the quantity removed, for an item gone from the list too', () => {
    const changes = cartChanges({
      before: [withQuantity(gps, 3), withQuantity(seat, 1)],
      after: [withQuantity(gps, 1)],
    })
    expect(changes).toEqual([
      {
        name: 'remove_from_cart',
        ecommerce: ecommercePayload({ items: [withQuantity(gps, 2), withQuantity(seat, 1)] }),
      },
    ])
  })

  it('sends both when one item goes up and another down, and nothing when nothing changed', () => {
    const before = [withQuantity(gps, 1), withQuantity(seat, 0)]
    const after = [withQuantity(gps, 0), withQuantity(seat, 1)]
    expect(cartChanges({ before, after }).map((change) => change.name)).toEqual(['add_to_cart', 'remove_from_cart'])
    expect(cartChanges({ before, after: before })).toEqual([])
  })
})
