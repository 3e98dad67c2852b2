/** Booking numbers read 'VG-100001', 'VG-100002', ...: a prefix and a counter from 100001. */
const BOOKING_NUMBER_PREFIX = 'VG-'
const FIRST_BOOKING_COUNTER = 100_001

const BOOKING_NUMBER = /^VG-(\d{6,12})$/

/** The counter of a booking number, or undefined when it is not one of ours. */
export function bookingCounter(number: string): number | undefined {
  const match = BOOKING_NUMBER.exec(number.trim().toUpperCase())
  return match ? Number(match[1]) : undefined
}

/** The number after the highest one given (the first when there is none). */
export function nextBookingNumber(highest: string | undefined): string {
  const counter = highest === undefined ? undefined : bookingCounter(highest)
  return `${BOOKING_NUMBER_PREFIX}${Math.max(FIRST_BOOKING_COUNTER, (counter ?? 0) + 1)}`
}

/** A booking number as typed by a visitor: trimmed and uppercased ('vg-100001 ' is 'VG-100001'). */
export function normalizeBookingNumber(value: string): string {
  return value.trim().toUpperCase()
}
