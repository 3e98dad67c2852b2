import { describe, expect, it } from 'vitest'

import { fillPlaceholders } from './error-messages'
import { domainError, ERROR_CATALOGUE, httpStatusFor, isErrorCode, type ErrorCode } from './errors'
import { fail, failWith, ok } from './result'

const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[]

describe('error catalogue', () => {
  it('holds the spec messages word for word', () => {
    const english = (code: ErrorCode) => ERROR_CATALOGUE[code].message
    expect(english('RENTEON_ERROR')).toBe('Unable to search for cars. Please try again.')
    expect(english('CATEGORIES_ERROR')).toBe('Unable to fetch car categories. Please try again.')
    expect(english('RENTEON_API_FAILED')).toBe('Renteon API call failed')
    expect(english('BOOKING_RECALCULATION_FAILED')).toBe('Booking recalculation failed')
    expect(english('BOOKING_SAVE_FAILED')).toBe('Renteon booking save failed')
    expect(english('EXBOOKING_SAVE_FAILED')).toBe('Renteon ExBooking save failed')
    expect(english('NO_BOOKING_TO_RECALCULATE')).toBe('No current booking to recalculate')
    expect(english('SEARCH_BOOKING_REQUIRED')).toBe('renteonSearchBooking is required')
    expect(english('SEARCH_BOOKING_NUMBER_REQUIRED')).toBe('renteonSearchBooking.Number is required')
    expect(english('INVALID_CURRENCY_RESPONSE')).toBe('Invalid response from currency service')
    expect(english('EXPECTED_JSON')).toBe('Expected JSON response')
    expect(english('NO_TEMPORARY_BOOKING')).toBe(
      'No temporary booking found. Please select a car and go through the booking flow first.',
    )
  })

  it('gives every code an HTTP error status', () => {
    for (const code of CODES) {
      const status = httpStatusFor(code)
      expect(Number.isInteger(status), code).toBe(true)
      expect(status >= 400 && status <= 599, `${code} → ${status}`).toBe(true)
    }
  })

  it('maps codes to the statuses the API answers with', () => {
    expect(httpStatusFor('CAR_NOT_AVAILABLE')).toBe(409)
    expect(httpStatusFor('RETURN_BEFORE_PICKUP')).toBe(400)
    expect(httpStatusFor('CAR_CATEGORY_NOT_FOUND')).toBe(404)
    expect(httpStatusFor('NO_TEMPORARY_BOOKING')).toBe(404)
    expect(httpStatusFor('RENTEON_ERROR')).toBe(502)
    expect(httpStatusFor('BOOKING_SAVE_FAILED')).toBe(500)
    expect(httpStatusFor('REQUEST_TOO_LARGE')).toBe(413)
    expect(httpStatusFor('BUSY')).toBe(503)
    expect(httpStatusFor('TOO_MANY_HOLDS')).toBe(429)
    expect(httpStatusFor('TOO_MANY_ATTEMPTS')).toBe(429)
    expect(httpStatusFor('IDEMPOTENCY_KEY_REUSED')).toBe(409)
    expect(httpStatusFor('PAYMENT_FAILED')).toBe(500)
    expect(httpStatusFor('INVALID_REQUEST')).toBe(400)
    expect(httpStatusFor('TOKEN_EXPIRED')).toBe(401)
  })

  it('fills placeholders from params', () => {
    expect(domainError('CAR_CATEGORY_NOT_FOUND', { id: 42 }).message).toBe(
      'Car category with ID 42 not found in search results.',
    )
    expect(domainError('HTTP_ERROR', { status: 503, statusText: 'Service Unavailable' }).message).toBe(
      'HTTP 503: Service Unavailable',
    )
    expect(domainError('OFFICE_NOT_FOUND', { id: 'xyz' }).message).toBe('Office xyz not found.')
    expect(domainError('AMOUNT_TOO_HIGH', { balance: 10 }).params).toEqual({ balance: 10 })
    expect(fillPlaceholders('{a} and {b}', { a: 'x' })).toBe('x and {b}')
  })

  it('recognises its codes', () => {
    expect(isErrorCode('CAR_NOT_AVAILABLE')).toBe(true)
    expect(isErrorCode('PAYMENT_FAILED')).toBe(true)
    expect(isErrorCode('toString')).toBe(false)
    expect(isErrorCode('NO_SUCH_CODE')).toBe(false)
  })
})

describe('result', () => {
  it('is a value or a catalogue error', () => {
    expect(ok(3)).toEqual({ isOk: true, value: 3 })
    expect(fail(domainError('BUSY'))).toEqual({ isOk: false, error: domainError('BUSY') })
    expect(failWith('ORDER_NOT_FOUND', { number: 'B-1' })).toEqual({
      isOk: false,
      error: { code: 'ORDER_NOT_FOUND', message: 'No order found for booking B-1.', params: { number: 'B-1' } },
    })
  })
})
