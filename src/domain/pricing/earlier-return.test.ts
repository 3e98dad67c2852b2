import { describe, expect, it } from 'vitest'

import { earlierReturn, MAX_HOURS_INTO_EXTRA_DAY } from './earlier-return'
import type { OfficeHours } from './opening-hours'
import { OFFICE_HOURS } from './price-list.fixture'

const EVERY_DAY = { opensAt: '05:00', closesAt: '23:00' }
/** An airport desk open 05:00–23:00 every day. */
const AIRPORT: OfficeHours = {
  schedules: [
    { weekly: { 0: EVERY_DAY, 1: EVERY_DAY, 2: EVERY_DAY, 3: EVERY_DAY, 4: EVERY_DAY, 5: EVERY_DAY, 6: EVERY_DAY } },
  ],
  holidays: [],
}
/** A desk that never opens. */
const NEVER_OPEN: OfficeHours = { schedules: [], holidays: [] }

function hint(pickupAt: string, returnAt: string, returnOffice: OfficeHours = AIRPORT) {
  return earlierReturn({ pickupAt: new Date(pickupAt), returnAt: new Date(returnAt), returnOffice })
}

describe('earlierReturn', () => {
  it('tells a 02:00 pickup returned at 05:30 that returning by 02:00 pays 3 days instead of 4', () => {
    const result = hint('2026-11-30T02:00Z', '2026-12-03T05:30Z')
    expect(result).toMatchObject({ daysNow: 4, days: 3, returnBy: new Date('2026-12-03T02:00Z'), isOutOfHours: true })
    // The desk is closed at 02:00: at the desk it is the evening before, at closing time.
    expect(result?.deskReturnBy).toEqual(new Date('2026-12-02T23:00Z'))
  })

  it('gives no desk alternative when the return by time is within opening hours', () => {
    const result = hint('2026-11-30T10:00Z', '2026-12-03T14:00Z')
    expect(result).toEqual({ daysNow: 4, days: 3, returnBy: new Date('2026-12-03T10:00Z'), isOutOfHours: false })
  })

  it('says nothing when the return falls on a whole number of days', () => {
    expect(hint('2026-11-30T10:00Z', '2026-12-03T10:00Z')).toBeUndefined()
  })

  it('says nothing for a one-day rental, which cannot be shorter', () => {
    expect(hint('2026-11-30T10:00Z', '2026-11-30T18:00Z')).toBeUndefined()
  })

  it('saves the second day of a rental of a day and some hours', () => {
    expect(hint('2026-11-30T10:00Z', '2026-12-01T11:00Z')).toMatchObject({ daysNow: 2, days: 1 })
  })

  it(`says nothing beyond ${MAX_HOURS_INTO_EXTRA_DAY} hours into the extra day, and hints up to it`, () => {
    expect(hint('2026-11-30T06:00Z', '2026-12-03T18:00Z')).toMatchObject({ daysNow: 4, days: 3 })
    expect(hint('2026-11-30T06:00Z', '2026-12-03T18:15Z')).toBeUndefined()
  })

  it('says nothing for a return before the pickup or an invalid date', () => {
    expect(hint('2026-12-03T10:00Z', '2026-11-30T10:00Z')).toBeUndefined()
    expect(hint('not a date', '2026-11-30T10:00Z')).toBeUndefined()
  })

  it('finds the desk time on the same day when the return by time is after closing', () => {
    // Pickup 21:00 at a desk open 08:00–20:00 Monday to Saturday: 21:00 on Thursday is past closing.
    const result = hint('2025-05-05T21:00Z', '2025-05-08T23:00Z', OFFICE_HOURS)
    expect(result).toMatchObject({ days: 3, returnBy: new Date('2025-05-08T21:00Z'), isOutOfHours: true })
    expect(result?.deskReturnBy).toEqual(new Date('2025-05-08T20:00Z'))
  })

  it('skips a closed day and stops at the window of the saved day', () => {
    // Return by Sunday 10:00 (closed on Sundays): Saturday 20:00 is still within the last day.
    const sunday = hint('2025-05-01T10:00Z', '2025-05-04T12:00Z', OFFICE_HOURS)
    expect(sunday).toMatchObject({ days: 3, returnBy: new Date('2025-05-04T10:00Z'), isOutOfHours: true })
    expect(sunday?.deskReturnBy).toEqual(new Date('2025-05-03T20:00Z'))
    // Return by Monday 07:00: Sunday is closed and Saturday's closing is more than a day before.
    const monday = hint('2025-05-02T07:00Z', '2025-05-05T09:00Z', OFFICE_HOURS)
    expect(monday).toMatchObject({ days: 3, isOutOfHours: true })
    expect(monday?.deskReturnBy).toBeUndefined()
  })

  it('gives no desk time at an office that never opens', () => {
    const result = hint('2026-11-30T02:00Z', '2026-12-03T05:30Z', NEVER_OPEN)
    expect(result).toMatchObject({ isOutOfHours: true })
    expect(result && 'deskReturnBy' in result).toBe(false)
  })
})
