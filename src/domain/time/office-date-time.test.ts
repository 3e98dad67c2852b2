import { describe, expect, it } from 'vitest'

import { formatOfficeDateTime, parseOfficeDateTime } from './office-date-time'

describe('parseOfficeDateTime', () => {
  it('reads office time (UTC) without a zone', () => {
    expect(parseOfficeDateTime('2027-06-01T12:00')?.toISOString()).toBe('2027-06-01T12:00:00.000Z')
    expect(parseOfficeDateTime('2027-06-01 08:15')?.toISOString()).toBe('2027-06-01T08:15:00.000Z')
  })
  it('honours seconds, milliseconds and a zone', () => {
    expect(parseOfficeDateTime('2027-06-01T12:00:30.000Z')?.toISOString()).toBe('2027-06-01T12:00:30.000Z')
    expect(parseOfficeDateTime('2027-06-01T12:00+02:00')?.toISOString()).toBe('2027-06-01T10:00:00.000Z')
  })
  it.each(['', '2027-06-01', '2027-02-30T12:00', '2027-06-01T24:00', '2027-06-01T12:00:61', 'tomorrow', '12:00'])(
    'rejects %j',
    (value) => {
      expect(parseOfficeDateTime(value)).toBeUndefined()
    },
  )
})

describe('formatOfficeDateTime', () => {
  it('writes minutes in office time', () => {
    expect(formatOfficeDateTime(new Date('2027-06-01T12:00:59.999Z'))).toBe('2027-06-01T12:00')
  })
})
