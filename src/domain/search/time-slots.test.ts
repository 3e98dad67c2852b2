import { describe, expect, it } from 'vitest'

import type { OfficeHours } from '../pricing/opening-hours'
import { addDateDays, followingReturnDate, offeredSlots } from './time-slots'

/** Open 05:00 to 23:00 every day but Sunday; closed on Christmas Day. */
const HOURS: OfficeHours = {
  schedules: [
    {
      weekly: {
        1: { opensAt: '05:00', closesAt: '23:00' },
        2: { opensAt: '05:00', closesAt: '23:00' },
        3: { opensAt: '05:00', closesAt: '23:00' },
        4: { opensAt: '05:00', closesAt: '23:00' },
        5: { opensAt: '05:00', closesAt: '23:00' },
        6: { opensAt: '05:00', closesAt: '23:00' },
      },
    },
  ],
  holidays: ['2026-12-25'],
}

const outOfHours = (date: string | undefined) =>
  offeredSlots({ hours: HOURS, date })
    .filter((slot) => slot.isOutOfHours)
    .map((slot) => slot.time)

describe('offeredSlots', () => {
  it('marks the slots before opening and after closing on an open day', () => {
    const closed = outOfHours('2026-12-01')
    expect(closed).toContain('00:00')
    expect(closed).toContain('04:45')
    expect(closed).not.toContain('05:00')
    expect(closed).not.toContain('23:00')
    expect(closed).toContain('23:15')
  })

  it('marks every slot on a closed weekday and on a holiday', () => {
    const all = offeredSlots({ hours: HOURS, date: undefined }).length
    expect(outOfHours('2026-12-06')).toHaveLength(all)
    expect(outOfHours('2026-12-25')).toHaveLength(all)
  })

  it('marks nothing without a date', () => {
    expect(outOfHours(undefined)).toEqual([])
  })
})

describe('followingReturnDate', () => {
  it('keeps a return date that is not before the pickup', () => {
    expect(followingReturnDate({ previousPickup: '2026-12-01', pickup: '2026-12-03', returnDate: '2026-12-08' })).toBe(
      '2026-12-08',
    )
    expect(followingReturnDate({ previousPickup: '2026-12-01', pickup: '2026-12-08', returnDate: '2026-12-08' })).toBe(
      '2026-12-08',
    )
  })

  it('moves a return date the pickup passed, keeping the rental length', () => {
    expect(followingReturnDate({ previousPickup: '2026-12-01', pickup: '2026-12-20', returnDate: '2026-12-08' })).toBe(
      '2026-12-27',
    )
  })

  it('makes it a day after the pickup when nothing was chosen', () => {
    expect(followingReturnDate({ previousPickup: undefined, pickup: '2026-12-31', returnDate: undefined })).toBe(
      '2027-01-01',
    )
  })
})

describe('addDateDays', () => {
  it('crosses months and years', () => {
    expect(addDateDays('2026-12-30', 3)).toBe('2027-01-02')
  })
})
