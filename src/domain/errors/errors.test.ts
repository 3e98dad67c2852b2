import { describe, it, expect } from 'vitest'
import { domainError, ERROR_MESSAGES, fillPlaceholders, httpStatusFor, isErrorCode } from './errors'

describe('error catalogue', () => {
  it('holds the spec messages word for word', () => {
    expect(ERROR_MESSAGES.RENTEON_ERROR).toBe('Unable to search for cars. Please try again.')
    expect(ERROR_MESSAGES.CATEGORIES_ERROR).toBe('Unable to fetch car categories. Please try again.')
    expect(ERROR_MESSAGES.RENTEON_API_FAILED).toBe('Renteon API call failed')
    expect(ERROR_MESSAGES.CATEGORIES_API_FAILED).toBe('Car categories API call failed')
    expect(ERROR_MESSAGES.BOOKING_RECALCULATION_FAILED).toBe('Booking recalculation failed')
    expect(ERROR_MESSAGES.BOOKING_SAVE_FAILED).toBe('Renteon booking save failed')
    expect(ERROR_MESSAGES.EXBOOKING_SAVE_FAILED).toBe('Renteon ExBooking save failed')
    expect(ERROR_MESSAGES.NO_CAR_CATEGORIES).toBe('No car categories available. Please search for cars first.')
    expect(ERROR_MESSAGES.NO_BOOKING_TO_RECALCULATE).toBe('No current booking to recalculate')
    expect(ERROR_MESSAGES.NO_BOOKING_TO_SAVE).toBe('No current booking to save')
    expect(ERROR_MESSAGES.SEARCH_BOOKING_REQUIRED).toBe('renteonSearchBooking is required')
    expect(ERROR_MESSAGES.SEARCH_BOOKING_NUMBER_REQUIRED).toBe('renteonSearchBooking.Number is required')
    expect(ERROR_MESSAGES.INVALID_CURRENCY_RESPONSE).toBe('Invalid response from currency service')
    expect(ERROR_MESSAGES.EXPECTED_JSON).toBe('Expected JSON response')
    expect(ERROR_MESSAGES.NO_TEMPORARY_BOOKING).toBe(
      'No temporary booking found. Please select a car and go through the booking flow first.',
    )
  })
  it('fills placeholders from params', () => {
    expect(domainError('CAR_CATEGORY_NOT_FOUND', { id: 42 }).message).toBe(
      'Car category with ID 42 not found in search results.',
    )
    expect(domainError('HTTP_ERROR', { status: 503, statusText: 'Service Unavailable' }).message).toBe(
      'HTTP 503: Service Unavailable',
    )
    expect(fillPlaceholders('{a} and {b}', { a: 'x' })).toBe('x and {b}')
  })
  it('maps codes to HTTP statuses', () => {
    expect(httpStatusFor('CAR_NOT_AVAILABLE')).toBe(409)
    expect(httpStatusFor('RETURN_BEFORE_PICKUP')).toBe(400)
    expect(httpStatusFor('CAR_CATEGORY_NOT_FOUND')).toBe(404)
    expect(httpStatusFor('RENTEON_ERROR')).toBe(502)
    expect(httpStatusFor('BOOKING_SAVE_FAILED')).toBe(500)
  })
  it('recognises its codes', () => {
    expect(isErrorCode('CAR_NOT_AVAILABLE')).toBe(true)
    expect(isErrorCode('toString')).toBe(false)
  })
})
