import { describe, it, expect } from 'vitest'
import { isOutOfHours, type OfficeHours } from './opening-hours'
import { OFFICE_HOURS } from './price-list.fixture'

const at = (iso: string) => new Date(iso)

describe('isOutOfHours', () => {
  it('is false within opening hours, both ends included', () => {
    expect(isOutOfHours(OFFICE_HOURS, at('2025-05-06T12:00Z'))).toBe(false)
    expect(isOutOfHours(OFFICE_HOURS, at('2025-05-06T08:00Z'))).toBe(false)
    expect(isOutOfHours(OFFICE_HOURS, at('2025-05-06T20:00Z'))).toBe(false)
  })
  it('is true before opening and after closing', () => {
    expect(isOutOfHours(OFFICE_HOURS, at('2025-05-06T07:45Z'))).toBe(true)
    expect(isOutOfHours(OFFICE_HOURS, at('2025-05-06T20:15Z'))).toBe(true)
  })
  it('is true on a closed weekday and on a holiday', () => {
    expect(isOutOfHours(OFFICE_HOURS, at('2025-05-04T12:00Z'))).toBe(true) // Sunday
    expect(isOutOfHours(OFFICE_HOURS, at('2025-12-25T12:00Z'))).toBe(true) // Thursday, holiday
  })
  it('uses the schedule valid on the date, closed where none is', () => {
    const seasonal: OfficeHours = {
      schedules: [
        { validFrom: '2025-06-01', validTo: '2025-08-31', weekly: { 2: { opensAt: '06:00', closesAt: '23:00' } } },
        { validFrom: '2025-01-01', validTo: '2025-05-31', weekly: { 2: { opensAt: '09:00', closesAt: '17:00' } } },
      ],
      holidays: [],
    }
    expect(isOutOfHours(seasonal, at('2025-07-01T22:00Z'))).toBe(false)
    expect(isOutOfHours(seasonal, at('2025-05-06T22:00Z'))).toBe(true)
    expect(isOutOfHours(seasonal, at('2025-09-02T12:00Z'))).toBe(true)
  })
})
