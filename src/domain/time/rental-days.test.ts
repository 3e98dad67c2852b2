import { describe, it, expect } from 'vitest'
import { MIN_RENTAL_DAYS, rentalDays } from './rental-days'

const at = (iso: string) => new Date(iso)

describe('rentalDays', () => {
  it('counts started 24-hour periods', () => {
    expect(rentalDays({ pickupAt: at('2025-06-01T12:00Z'), returnAt: at('2025-06-02T12:00Z') })).toEqual({
      isOk: true,
      value: 1,
    })
    expect(rentalDays({ pickupAt: at('2025-06-01T12:00Z'), returnAt: at('2025-06-02T12:01Z') })).toEqual({
      isOk: true,
      value: 2,
    })
    expect(rentalDays({ pickupAt: at('2025-06-01T12:00Z'), returnAt: at('2025-06-08T12:00Z') })).toEqual({
      isOk: true,
      value: 7,
    })
  })
  it('is at least one day', () => {
    expect(MIN_RENTAL_DAYS).toBe(1)
    expect(rentalDays({ pickupAt: at('2025-06-01T12:00Z'), returnAt: at('2025-06-01T12:00Z') })).toEqual({
      isOk: true,
      value: 1,
    })
    expect(rentalDays({ pickupAt: at('2025-06-01T12:00Z'), returnAt: at('2025-06-01T15:00Z') })).toEqual({
      isOk: true,
      value: 1,
    })
  })
  it('rejects a return before pickup', () => {
    const result = rentalDays({ pickupAt: at('2025-06-02T12:00Z'), returnAt: at('2025-06-01T12:00Z') })
    expect(result.isOk ? '' : result.error.code).toBe('RETURN_BEFORE_PICKUP')
  })
  it('rejects invalid dates', () => {
    const result = rentalDays({ pickupAt: at('nonsense'), returnAt: at('2025-06-01T12:00Z') })
    expect(result.isOk ? '' : result.error.code).toBe('INVALID_DATE')
  })
})
