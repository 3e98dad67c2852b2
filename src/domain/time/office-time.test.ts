import { describe, it, expect } from 'vitest'
import {
  addOfficeDays,
  isClockTime,
  isDateInRange,
  isIsoDate,
  minutesOfClockTime,
  officeClock,
  officeInstantOf,
} from './office-time'
import { officeInstant } from './office-instant'

describe('office dates and times', () => {
  it('accepts real ISO dates only', () => {
    expect(isIsoDate('2025-02-28')).toBe(true)
    expect(isIsoDate('2025-02-29')).toBe(false)
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('28.02.2025')).toBe(false)
  })
  it('accepts HH:mm clock times', () => {
    expect(isClockTime('00:00')).toBe(true)
    expect(isClockTime('23:59')).toBe(true)
    expect(isClockTime('24:00')).toBe(false)
    expect(isClockTime('9:00')).toBe(false)
    expect(minutesOfClockTime('12:15')).toBe(735)
    expect(minutesOfClockTime('x')).toBeUndefined()
  })
  it('reads Reykjavik wall-clock time as UTC', () => {
    const result = officeInstant({ date: '2025-07-01', time: '12:00' })
    expect(result.isOk && result.value.toISOString()).toBe('2025-07-01T12:00:00.000Z')
    expect(officeInstant({ date: '2025-13-01', time: '12:00' }).isOk).toBe(false)
    expect(officeInstant({ date: '2025-12-01', time: '25:00' }).isOk).toBe(false)
    expect(officeInstantOf({ date: '2025-07-01', time: '12:00' })?.toISOString()).toBe('2025-07-01T12:00:00.000Z')
    expect(officeInstantOf({ date: '2025-07-01', time: '12:60' })).toBeUndefined()
  })
  it('names the malformed part in INVALID_DATE', () => {
    const badDate = officeInstant({ date: '2025-02-30', time: '12:00' })
    const badTime = officeInstant({ date: '2025-02-28', time: '7:00' })
    expect(!badDate.isOk && badDate.error).toMatchObject({ code: 'INVALID_DATE', params: { value: '2025-02-30' } })
    expect(!badTime.isOk && badTime.error).toMatchObject({ code: 'INVALID_DATE', params: { value: '7:00' } })
  })
  it('gives the office clock of an instant', () => {
    expect(officeClock(new Date('2025-12-24T17:30:00Z'))).toEqual({ isoDate: '2025-12-24', weekday: 3, minutes: 1050 })
    expect(addOfficeDays(new Date('2025-12-31T23:00:00Z'), 1)).toBe('2026-01-01')
  })
  it('checks a date against an inclusive, possibly open range', () => {
    expect(isDateInRange({ date: '2025-06-01', from: '2025-06-01', to: '2025-06-30' })).toBe(true)
    expect(isDateInRange({ date: '2025-06-30', from: '2025-06-01', to: '2025-06-30' })).toBe(true)
    expect(isDateInRange({ date: '2025-07-01', from: '2025-06-01', to: '2025-06-30' })).toBe(false)
    expect(isDateInRange({ date: '1999-01-01', to: '2025-06-30' })).toBe(true)
    expect(isDateInRange({ date: '2025-05-31', from: '2025-06-01' })).toBe(false)
  })
})
