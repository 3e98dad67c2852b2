import { describe, expect, it } from 'vitest'

import { bookingCounter, nextBookingNumber, normalizeBookingNumber } from './booking-number'

describe('booking numbers', () => {
  it('start at VG-100001 and count up', () => {
    expect(nextBookingNumber(undefined)).toBe('VG-100001')
    expect(nextBookingNumber('VG-100001')).toBe('VG-100002')
    expect(nextBookingNumber('VG-999999')).toBe('VG-1000000')
  })
  it('ignore numbers that are not ours', () => {
    expect(bookingCounter('X-12')).toBeUndefined()
    expect(nextBookingNumber('IMPORTED-7')).toBe('VG-100001')
  })
  it('are read without regard to case or spaces', () => {
    expect(normalizeBookingNumber(' vg-100004 ')).toBe('VG-100004')
    expect(bookingCounter('vg-100004')).toBe(100004)
  })
})
