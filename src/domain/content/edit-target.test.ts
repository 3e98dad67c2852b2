import { describe, expect, it } from 'vitest'

import { adminPathOf, editHash, flowEditTarget, parseEditHash } from './edit-target'

describe('edit link hashes', () => {
  it('round-trip every kind of target', () => {
    const targets = [
      { kind: 'page', hash: '0123456789abcdef' },
      { kind: 'model', id: 12 },
      { kind: 'sale', id: 5 },
      { kind: 'booking', step: 'extras' },
      { kind: 'manage' },
    ] as const
    for (const target of targets) expect(parseEditHash(editHash(target))).toEqual(target)
  })

  it('name nothing when malformed', () => {
    for (const hash of [null, '', 'model-0', 'model-x', 'sale-12345678901', 'booking-cart', 'ABCDEF0123456789', '../x'])
      expect(parseEditHash(hash)).toBeNull()
  })
})

describe('adminPathOf', () => {
  it('opens the document or what feeds the step', () => {
    expect(adminPathOf({ kind: 'model', id: 3 })).toBe('/admin/collections/car-categories/3')
    expect(adminPathOf({ kind: 'sale', id: 9 })).toBe('/admin/collections/vehicles-for-sale/9')
    expect(adminPathOf({ kind: 'booking', step: 'search' })).toBe('/admin/collections/car-categories')
    expect(adminPathOf({ kind: 'booking', step: 'protection' })).toBe('/admin/collections/services')
    expect(adminPathOf({ kind: 'booking', step: 'payment' })).toBe('/admin/globals/rental-rules')
    expect(adminPathOf({ kind: 'manage' })).toBe('/admin/collections/bookings')
  })
})

describe('flowEditTarget', () => {
  it('finds the booking step and the manage pages, in any language', () => {
    expect(flowEditTarget('/booking')).toEqual({ kind: 'booking', step: 'search' })
    expect(flowEditTarget('/de/booking/extras')).toEqual({ kind: 'booking', step: 'extras' })
    expect(flowEditTarget('/manage-booking/payment')).toEqual({ kind: 'manage' })
    expect(flowEditTarget('/is/manage-my-booking')).toEqual({ kind: 'manage' })
  })

  it('is null on other pages', () => {
    expect(flowEditTarget('/')).toBeNull()
    expect(flowEditTarget('/about')).toBeNull()
    expect(flowEditTarget('/booking/unknown')).toBeNull()
    expect(flowEditTarget('/bookings')).toBeNull()
  })
})
