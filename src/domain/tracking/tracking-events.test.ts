import { describe, expect, it } from 'vitest'

import {
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
