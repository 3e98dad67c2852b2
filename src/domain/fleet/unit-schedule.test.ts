import { describe, expect, it } from 'vitest'

import { busyUntil, describeClash, findUnitClash, turnaroundMinutesOf, type UnitOccupation } from './unit-schedule'

const t = (iso: string) => Date.parse(iso)
const booking = (number: string, from: string, to: string, turnaroundMinutes = 120): UnitOccupation => ({
  kind: 'booking',
  id: 1,
  number,
  startsAt: t(from),
  endsAt: t(to),
  turnaroundMinutes,
})
const block = (from: string, to: string): UnitOccupation => ({
  kind: 'block',
  id: 2,
  reason: 'maintenance',
  startsAt: t(from),
  endsAt: t(to),
})
const ask = (from: string, to: string, turnaroundMinutes = 120) => ({
  startsAt: t(from),
  endsAt: t(to),
  turnaroundMinutes,
})

describe("a unit's schedule", () => {
  const taken = booking('VG-100200', '2026-12-03T10:00Z', '2026-12-05T10:00Z')

  it('keeps a unit busy until the return plus the turnaround', () => {
    expect(busyUntil(taken)).toBe(t('2026-12-05T12:00Z'))
    expect(busyUntil(block('2026-12-01T00:00Z', '2026-12-02T00:00Z'))).toBe(t('2026-12-02T00:00Z'))
  })

  it('refuses a booking inside the turnaround of the one before and allows it after', () => {
    const occupations = [taken]
    expect(findUnitClash({ request: ask('2026-12-05T11:00Z', '2026-12-07T10:00Z'), occupations })).toBe(taken)
    expect(findUnitClash({ request: ask('2026-12-05T12:00Z', '2026-12-07T10:00Z'), occupations })).toBeUndefined()
  })

  it("refuses a booking whose own turnaround runs into the next one's pickup", () => {
    expect(findUnitClash({ request: ask('2026-12-01T10:00Z', '2026-12-03T09:00Z'), occupations: [taken] })).toBe(taken)
    expect(
      findUnitClash({ request: ask('2026-12-01T10:00Z', '2026-12-03T08:00Z'), occupations: [taken] }),
    ).toBeUndefined()
  })

  it('names the earliest clash when several are in the way', () => {
    const service = block('2026-12-02T08:00Z', '2026-12-02T18:00Z')
    const clash = findUnitClash({
      request: ask('2026-12-01T10:00Z', '2026-12-06T10:00Z'),
      occupations: [taken, service],
    })
    expect(clash).toBe(service)
  })

  it('lets a block touch a booking but not overlap it', () => {
    const request = { ...ask('2026-12-05T12:00Z', '2026-12-06T12:00Z'), turnaroundMinutes: 0 }
    expect(findUnitClash({ request, occupations: [taken] })).toBeUndefined()
    const early = { ...ask('2026-12-05T11:59Z', '2026-12-06T12:00Z'), turnaroundMinutes: 0 }
    expect(findUnitClash({ request: early, occupations: [taken] })).toBe(taken)
  })

  it('says what is in the way, in office time', () => {
    expect(describeClash('AB123', taken)).toBe(
      'AB123 is taken by booking VG-100200 from 2026-12-03 10:00 to 2026-12-05 10:00, then 2 h turnaround.',
    )
    expect(describeClash('AB123', block('2026-12-02T08:00Z', '2026-12-02T18:00Z'))).toBe(
      'AB123 is blocked for maintenance from 2026-12-02 08:00 to 2026-12-02 18:00.',
    )
    expect(describeClash('AB123', booking('VG-1', '2026-12-03T10:00Z', '2026-12-05T10:00Z', 90))).toMatch(
      /then 1\.5 h turnaround\.$/,
    )
    expect(describeClash('AB123', booking('VG-1', '2026-12-03T10:00Z', '2026-12-05T10:00Z', 0))).toMatch(/10:00\.$/)
  })

  it('reads a category turnaround in hours, one hour when unset', () => {
    expect(turnaroundMinutesOf(3)).toBe(180)
    expect(turnaroundMinutesOf(0.5)).toBe(30)
    expect(turnaroundMinutesOf(0)).toBe(0)
    expect(turnaroundMinutesOf(null)).toBe(60)
    expect(turnaroundMinutesOf(-1)).toBe(60)
  })
})
