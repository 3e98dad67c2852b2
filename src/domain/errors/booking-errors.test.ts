import { describe, expect, it } from 'vitest'

import { BOOKING_ERROR_MESSAGES, bookingError, rentalErrorStatus } from './booking-errors'
import { domainError, ERROR_MESSAGES } from './errors'

describe('booking errors', () => {
  it('fill their placeholders', () => {
    expect(bookingError('OFFICE_NOT_FOUND', { id: 'xyz' }).message).toBe('Office xyz not found.')
  })
  it('use codes the spec catalogue does not', () => {
    for (const code of Object.keys(BOOKING_ERROR_MESSAGES)) expect(Object.keys(ERROR_MESSAGES)).not.toContain(code)
  })
  it('map to HTTP statuses, the spec catalogue first', () => {
    expect(rentalErrorStatus(domainError('CAR_NOT_AVAILABLE'))).toBe(409)
    expect(rentalErrorStatus(domainError('NO_TEMPORARY_BOOKING'))).toBe(404)
    expect(rentalErrorStatus(bookingError('REQUEST_TOO_LARGE'))).toBe(413)
    expect(rentalErrorStatus(bookingError('BOOKING_NOT_FOUND'))).toBe(404)
    expect(rentalErrorStatus(bookingError('BUSY'))).toBe(503)
    expect(rentalErrorStatus(bookingError('TOO_MANY_HOLDS'))).toBe(429)
  })
})
