import { describe, it, expect } from 'vitest'
import {
  AGE_BANDS,
  ageBandFor,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_DRIVER_AGE,
  DEFAULT_PICKUP_LOCATION_ID,
  DEFAULT_RETURN_LOCATION_ID,
  DEFAULT_TIME,
  DRIVER_AGE_OPTIONS,
  DRIVER_AGE_RANGE,
  isTimeSlot,
  TIME_SLOTS,
} from './search-defaults'

describe('search defaults', () => {
  it('holds the spec values', () => {
    expect(DEFAULT_PICKUP_LOCATION_ID).toBe('brimb1')
    expect(DEFAULT_RETURN_LOCATION_ID).toBe('brimb1')
    expect(DEFAULT_TIME).toBe('12:00')
    expect(DEFAULT_DRIVER_AGE).toBe(25)
    expect(DRIVER_AGE_RANGE).toEqual({ min: 25, max: 70 })
    expect(DEFAULT_COUNTRY).toBe('IS')
    expect(DEFAULT_CURRENCY).toBe('EUR')
  })
  it('has the three age bands', () => {
    expect(AGE_BANDS).toEqual([
      { id: '25', label: '25+', minAge: 25 },
      { id: '21', label: '21-24', minAge: 21 },
      { id: '19', label: '19-20', minAge: 19 },
    ])
    expect(ageBandFor(70)?.id).toBe('25')
    expect(ageBandFor(25)?.id).toBe('25')
    expect(ageBandFor(24)?.id).toBe('21')
    expect(ageBandFor(20)?.id).toBe('19')
    expect(ageBandFor(18)).toBeUndefined()
  })
  it('offers ages 25 to 70', () => {
    expect(DRIVER_AGE_OPTIONS[0]).toBe(25)
    expect(DRIVER_AGE_OPTIONS.at(-1)).toBe(70)
    expect(DRIVER_AGE_OPTIONS).toHaveLength(46)
  })
  it('offers a time every 15 minutes, 00:00 to 23:15', () => {
    expect(TIME_SLOTS[0]).toBe('00:00')
    expect(TIME_SLOTS[1]).toBe('00:15')
    expect(TIME_SLOTS.at(-1)).toBe('23:15')
    expect(TIME_SLOTS).toHaveLength(94)
    expect(isTimeSlot('12:00')).toBe(true)
    expect(isTimeSlot('23:30')).toBe(false)
    expect(isTimeSlot('12:05')).toBe(false)
  })
})
