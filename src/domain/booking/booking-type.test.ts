import { describe, expect, it } from 'vitest'

import { BOOKING_TYPE, bookingTypeId, isPayAtPickup, isPayNow, storedBookingType } from './booking-type'

describe('booking type', () => {
  it('numbers pay at pickup 2 and pay now 3 (SPEC §4)', () => {
    expect(BOOKING_TYPE).toEqual({ PAY_AT_PICKUP: 2, PAY_NOW: 3 })
  })

  it('tells pay at pickup from pay now, as a number or as stored text', () => {
    expect([isPayAtPickup(2), isPayAtPickup('2'), isPayAtPickup(3), isPayAtPickup('3')]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect([isPayNow(3), isPayNow('3'), isPayNow(2), isPayNow('2')]).toEqual([true, true, false, false])
  })

  it('treats a missing type as neither', () => {
    expect([isPayAtPickup(undefined), isPayAtPickup(null), isPayNow(undefined), isPayNow(null)]).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('reads a stored type, defaulting to pay now', () => {
    expect(bookingTypeId('2')).toBe(2)
    expect(bookingTypeId('3')).toBe(3)
    expect(bookingTypeId(undefined)).toBe(3)
  })

  it('writes a type as a booking document keeps it', () => {
    expect(storedBookingType(BOOKING_TYPE.PAY_AT_PICKUP)).toBe('2')
    expect(storedBookingType(BOOKING_TYPE.PAY_NOW)).toBe('3')
  })
})
