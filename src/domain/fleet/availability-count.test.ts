import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  categoryAvailability,
  countFreeUnits,
  countFreeUnitsByCategory,
  isBlocking,
  peakOverlap,
  type BlockingBooking,
} from './availability-count'

const t = (iso: string) => Date.parse(iso)
const NOW = t('2025-06-01T10:00:00Z')
const confirmed = (from: string, to: string): BlockingBooking => ({
  startsAt: t(from),
  endsAt: t(to),
  status: 'confirmed',
})
const request = { startsAt: t('2025-06-10T12:00:00Z'), endsAt: t('2025-06-13T12:00:00Z') }
const base = { unitsInService: 3, request, turnaroundMinutes: 60, now: NOW }

describe('isBlocking', () => {
  it('counts confirmed bookings and unexpired holds only', () => {
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'confirmed' }, NOW)).toBe(true)
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'held', holdExpiresAt: NOW + 1 }, NOW)).toBe(true)
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'held', holdExpiresAt: NOW }, NOW)).toBe(false)
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'held' }, NOW)).toBe(false)
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'cancelled' }, NOW)).toBe(false)
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'expired' }, NOW)).toBe(false)
  })
  it('counts a request (on-request car waiting for staff) like a confirmed booking, a declined one never', () => {
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'requested' }, NOW)).toBe(true)
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'declined' }, NOW)).toBe(false)
  })
  it('lets a saved pay-now booking go once its time to pay is up', () => {
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'confirmed', holdExpiresAt: NOW + 1 }, NOW)).toBe(true)
    expect(isBlocking({ startsAt: 0, endsAt: 1, status: 'confirmed', holdExpiresAt: NOW }, NOW)).toBe(false)
  })
})

describe('one-way rentals', () => {
  const oneWay = (movement: 'departs' | 'arrives', from: string, to: string, extra: Partial<BlockingBooking> = {}) => ({
    ...confirmed(from, to),
    movement,
    ...extra,
  })
  const at = (from: string, to: string, isOneWay = false) => ({ startsAt: t(from), endsAt: t(to), isOneWay })
  const single = { ...base, unitsInService: 1 }

  it('takes the unit away from its pickup office for good', () => {
    const bookings = [oneWay('departs', '2025-06-01T12:00Z', '2025-06-05T12:00Z')]
    // The next day at the pickup office, and long after the return elsewhere: no car.
    expect(countFreeUnits({ ...single, bookings, request: at('2025-06-02T12:00Z', '2025-06-03T12:00Z') })).toBe(0)
    expect(countFreeUnits({ ...single, bookings, request: at('2025-09-01T12:00Z', '2025-09-03T12:00Z') })).toBe(0)
    // Before it leaves, the unit is still here for a rental that ends (with turnaround) in time.
    expect(countFreeUnits({ ...single, bookings, request: at('2025-05-28T12:00Z', '2025-06-01T10:00Z') })).toBe(1)
    expect(countFreeUnits({ ...single, bookings, request: at('2025-05-28T12:00Z', '2025-06-01T11:30Z') })).toBe(0)
  })

  it('brings the unit to its return office from the return plus turnaround', () => {
    const bookings = [oneWay('arrives', '2025-06-01T12:00Z', '2025-06-05T12:00Z')]
    const none = { ...base, unitsInService: 0, bookings }
    expect(countFreeUnits({ ...none, request: at('2025-06-05T13:00Z', '2025-06-07T12:00Z') })).toBe(1)
    expect(countFreeUnits({ ...none, request: at('2025-06-05T12:30Z', '2025-06-07T12:00Z') })).toBe(0)
    expect(countFreeUnits({ ...none, request: at('2025-06-02T12:00Z', '2025-06-03T12:00Z') })).toBe(0)
  })

  it('brings no unit while the one-way booking could still lapse', () => {
    const held = oneWay('arrives', '2025-06-01T12:00Z', '2025-06-05T12:00Z', { status: 'held', holdExpiresAt: NOW + 1 })
    const unpaid = oneWay('arrives', '2025-06-01T12:00Z', '2025-06-05T12:00Z', { holdExpiresAt: NOW + 1 })
    const request = at('2025-06-06T12:00Z', '2025-06-07T12:00Z')
    for (const booking of [held, unpaid]) {
      expect(countFreeUnits({ ...base, unitsInService: 0, bookings: [booking], request })).toBe(0)
    }
    // A lapsed hold of a one-way rental takes nothing away from its pickup office.
    const lapsed = oneWay('departs', '2025-06-01T12:00Z', '2025-06-05T12:00Z', { status: 'held', holdExpiresAt: NOW })
    expect(countFreeUnits({ ...single, bookings: [lapsed], request })).toBe(1)
  })

  it('needs the unit free from pickup on when the request itself is one-way', () => {
    const later = [confirmed('2025-07-01T12:00Z', '2025-07-03T12:00Z')]
    expect(countFreeUnits({ ...single, bookings: later, request: at('2025-06-10T12:00Z', '2025-06-12T12:00Z') })).toBe(
      1,
    )
    expect(
      countFreeUnits({ ...single, bookings: later, request: at('2025-06-10T12:00Z', '2025-06-12T12:00Z', true) }),
    ).toBe(0)
  })

  it('follows a unit there and back', () => {
    // Out to the city on the 1st, back to the airport on the 10th: at the airport, one unit from the 10th.
    const bookings = [
      oneWay('departs', '2025-06-01T12:00Z', '2025-06-05T12:00Z'),
      oneWay('arrives', '2025-06-08T12:00Z', '2025-06-10T12:00Z'),
    ]
    expect(countFreeUnits({ ...single, bookings, request: at('2025-06-06T12:00Z', '2025-06-07T12:00Z') })).toBe(0)
    expect(countFreeUnits({ ...single, bookings, request: at('2025-06-10T13:00Z', '2025-06-12T12:00Z') })).toBe(1)
    expect(countFreeUnits({ ...single, bookings, request: at('2025-05-20T12:00Z', '2025-05-22T12:00Z') })).toBe(1)
  })
})

describe('countFreeUnits', () => {
  it('subtracts overlapping bookings', () => {
    const bookings = [
      confirmed('2025-06-09T12:00Z', '2025-06-11T12:00Z'),
      confirmed('2025-06-12T12:00Z', '2025-06-20T12:00Z'),
    ]
    // the two never overlap each other, so one unit serves both
    expect(countFreeUnits({ ...base, bookings })).toBe(2)
    const overlapping = [...bookings, confirmed('2025-06-10T00:00Z', '2025-06-15T00:00Z')]
    expect(countFreeUnits({ ...base, bookings: overlapping })).toBe(1)
  })
  it('keeps the turnaround buffer after each return', () => {
    const returnsAtPickup = [confirmed('2025-06-05T12:00Z', '2025-06-10T11:30Z')]
    expect(countFreeUnits({ ...base, bookings: returnsAtPickup })).toBe(2)
    expect(countFreeUnits({ ...base, bookings: returnsAtPickup, turnaroundMinutes: 30 })).toBe(3)
    const pickupAfterReturn = [confirmed('2025-06-13T12:30Z', '2025-06-14T12:00Z')]
    expect(countFreeUnits({ ...base, bookings: pickupAfterReturn })).toBe(2)
    expect(countFreeUnits({ ...base, bookings: pickupAfterReturn, turnaroundMinutes: 30 })).toBe(3)
  })
  it('counts requests as occupying a unit, so a unit that comes free goes to the request first', () => {
    const requested: BlockingBooking = { ...confirmed('2025-06-10T12:00Z', '2025-06-12T12:00Z'), status: 'requested' }
    expect(countFreeUnits({ ...base, unitsInService: 1, bookings: [requested] })).toBe(0)
    expect(
      countFreeUnits({ ...base, bookings: [requested, confirmed('2025-06-09T12:00Z', '2025-06-14T12:00Z')] }),
    ).toBe(1)
  })
  it('ignores lapsed holds and never goes below zero', () => {
    const lapsed: BlockingBooking = {
      ...confirmed('2025-06-10T12:00Z', '2025-06-11T12:00Z'),
      status: 'held',
      holdExpiresAt: NOW - 1,
    }
    expect(countFreeUnits({ ...base, bookings: [lapsed] })).toBe(3)
    const many = Array.from({ length: 5 }, () => confirmed('2025-06-10T12:00Z', '2025-06-11T12:00Z'))
    expect(countFreeUnits({ ...base, bookings: many })).toBe(0)
  })
})

describe('peakOverlap', () => {
  it('treats touching intervals as not overlapping', () => {
    expect(peakOverlap([0, 10], [10, 20])).toBe(1)
    expect(peakOverlap([0, 5, 6], [10, 7, 8])).toBe(3)
    expect(peakOverlap([], [])).toBe(0)
  })
  it('matches a brute-force count', () => {
    const interval = fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 30 }))
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 40 }), (intervals) => {
        const starts = intervals.map(([start]) => start)
        const ends = intervals.map(([start, length]) => start + length)
        let brute = 0
        for (let moment = 0; moment <= 130; moment += 1) {
          brute = Math.max(
            brute,
            intervals.filter(([start, length]) => start <= moment && moment < start + length).length,
          )
        }
        expect(peakOverlap(starts, ends)).toBe(brute)
      }),
    )
  })
})

describe('categoryAvailability', () => {
  it('hides a sold-out category or offers it on request, per setting', () => {
    expect(categoryAvailability({ freeUnits: 1, soldOutPolicy: 'hide' })).toBe('AVAILABLE')
    expect(categoryAvailability({ freeUnits: 0, soldOutPolicy: 'hide' })).toBe('HIDDEN')
    expect(categoryAvailability({ freeUnits: 0, soldOutPolicy: 'on-request' })).toBe('ON_REQUEST')
  })
})

describe('countFreeUnitsByCategory', () => {
  it('counts each category against its own bookings', () => {
    const bookings = [
      { ...confirmed('2025-06-10T00:00Z', '2025-06-12T00:00Z'), categoryId: 'ECMR' },
      { ...confirmed('2025-06-11T00:00Z', '2025-06-12T00:00Z'), categoryId: 'ECMR' },
      { ...confirmed('2025-06-11T00:00Z', '2025-06-12T00:00Z'), categoryId: 'CDAR' },
      { ...confirmed('2025-06-11T00:00Z', '2025-06-12T00:00Z'), categoryId: 'GONE' },
    ]
    const units = new Map([
      ['ECMR', 2],
      ['CDAR', 4],
      ['LFAR', 1],
    ])
    const free = countFreeUnitsByCategory({ ...base, unitsInService: units, bookings })
    expect([...free]).toEqual([
      ['ECMR', 0],
      ['CDAR', 3],
      ['LFAR', 1],
    ])
  })
  it('stays fast at tens of thousands of bookings', () => {
    const bookings = Array.from({ length: 50_000 }, (_, index) => ({
      startsAt: t('2025-06-01T00:00Z') + (index % 1000) * 3_600_000,
      endsAt: t('2025-06-01T00:00Z') + (index % 1000) * 3_600_000 + 3 * 86_400_000,
      status: 'confirmed' as const,
      categoryId: `C${index % 100}`,
    }))
    const units = new Map(Array.from({ length: 100 }, (_, index) => [`C${index}`, 600] as const))
    const started = performance.now()
    const free = countFreeUnitsByCategory({ ...base, unitsInService: units, bookings })
    expect(performance.now() - started).toBeLessThan(500)
    expect(free.size).toBe(100)
  })
})

describe('blocked units and turnaround per category (issue 32)', () => {
  const block = (unitId: string, from: string, to: string) => ({ unitId, startsAt: t(from), endsAt: t(to) })

  it('takes a unit blocked during the rental out of the pool', () => {
    const blocks = [block('7', '2025-06-11T08:00Z', '2025-06-11T16:00Z')]
    expect(countFreeUnits({ ...base, bookings: [], blocks })).toBe(2)
    // Two blocks of one unit take it out once.
    const twice = [...blocks, block('7', '2025-06-12T08:00Z', '2025-06-12T16:00Z')]
    expect(countFreeUnits({ ...base, bookings: [], blocks: twice })).toBe(2)
  })

  it('leaves a unit whose block ends before pickup or starts after return plus turnaround', () => {
    const before = block('7', '2025-06-09T08:00Z', '2025-06-10T12:00Z')
    const after = block('8', '2025-06-13T13:00Z', '2025-06-14T12:00Z')
    expect(countFreeUnits({ ...base, bookings: [], blocks: [before, after] })).toBe(3)
    // Starting within the turnaround after the return: the unit is not ready in time.
    const tooSoon = block('8', '2025-06-13T12:30Z', '2025-06-14T12:00Z')
    expect(countFreeUnits({ ...base, bookings: [], blocks: [tooSoon] })).toBe(2)
  })

  it('does not count a booking of a blocked unit twice', () => {
    const onBlocked = { ...confirmed('2025-06-09T12:00Z', '2025-06-11T08:00Z'), unitId: '7' }
    const blocks = [block('7', '2025-06-12T08:00Z', '2025-06-12T16:00Z')]
    expect(countFreeUnits({ ...base, bookings: [onBlocked], blocks })).toBe(2)
    // Unassigned, the same booking needs a unit of the pool.
    const floating = confirmed('2025-06-09T12:00Z', '2025-06-11T08:00Z')
    expect(countFreeUnits({ ...base, bookings: [floating], blocks })).toBe(1)
  })

  it("uses each category's own turnaround", () => {
    const bookings = [{ ...confirmed('2025-06-08T12:00Z', '2025-06-10T09:00Z'), categoryId: 'a' }]
    const params = {
      unitsInService: new Map([['a', 1]]),
      bookings,
      request,
      turnaroundMinutes: 60,
      now: NOW,
    }
    // Returned at 09:00, picked up again at 12:00: three hours is enough for one hour, not for four.
    expect(countFreeUnitsByCategory(params).get('a')).toBe(1)
    expect(countFreeUnitsByCategory({ ...params, turnaroundMinutesByCategory: new Map([['a', 240]]) }).get('a')).toBe(0)
  })

  it('counts blocks per category', () => {
    const free = countFreeUnitsByCategory({
      unitsInService: new Map([
        ['a', 1],
        ['b', 1],
      ]),
      bookings: [],
      blocks: [{ ...block('7', '2025-06-11T08:00Z', '2025-06-11T16:00Z'), categoryId: 'a' }],
      request,
      turnaroundMinutes: 60,
      now: NOW,
    })
    expect(free.get('a')).toBe(0)
    expect(free.get('b')).toBe(1)
  })
})
