import { describe, expect, it } from 'vitest'

import {
  blockPeriod,
  dropKey,
  dropMove,
  dropTargetOf,
  isDragStart,
  officeTimeOf,
  rowAt,
  type DropRow,
} from './board-moves'

const rows: DropRow[] = [
  { target: { kind: 'unit', unitId: 7 }, top: 100, bottom: 140 },
  { target: { kind: 'unit', unitId: 9 }, top: 140, bottom: 200 },
  { target: { kind: 'no-unit' }, top: 200, bottom: 240 },
]

describe('dragging a bar on the planning board', () => {
  it('is a drag once the pointer has moved a few pixels, a click before', () => {
    expect(isDragStart(0, 0)).toBe(false)
    expect(isDragStart(3, 4)).toBe(false)
    expect(isDragStart(6, 0)).toBe(true)
    expect(isDragStart(0, -8)).toBe(true)
    expect(isDragStart(4, 4, 10)).toBe(false)
  })

  it('finds the row under the pointer, top in and bottom out', () => {
    expect(rowAt(rows, 100)?.target).toEqual({ kind: 'unit', unitId: 7 })
    expect(rowAt(rows, 139.5)?.target).toEqual({ kind: 'unit', unitId: 7 })
    expect(rowAt(rows, 140)?.target).toEqual({ kind: 'unit', unitId: 9 })
    expect(rowAt(rows, 220)?.target).toEqual({ kind: 'no-unit' })
    expect(rowAt(rows, 99)).toBeUndefined()
    expect(rowAt(rows, 240)).toBeUndefined()
    expect(rowAt([], 120)).toBeUndefined()
  })

  it('asks to move a booking only when it lands on another row', () => {
    expect(dropMove(7, { kind: 'unit', unitId: 9 })).toEqual({ vehicleId: 9 })
    expect(dropMove(null, { kind: 'unit', unitId: 9 })).toEqual({ vehicleId: 9 })
    expect(dropMove(7, { kind: 'no-unit' })).toEqual({ vehicleId: null })
    expect(dropMove(7, { kind: 'unit', unitId: 7 })).toBeUndefined()
    expect(dropMove(null, { kind: 'no-unit' })).toBeUndefined()
    expect(dropMove(7, undefined)).toBeUndefined()
  })

  it('names rows by an attribute and reads it back', () => {
    expect(dropKey({ kind: 'unit', unitId: 12 })).toBe('12')
    expect(dropKey({ kind: 'no-unit' })).toBe('no-unit')
    expect(dropTargetOf('12')).toEqual({ kind: 'unit', unitId: 12 })
    expect(dropTargetOf('no-unit')).toEqual({ kind: 'no-unit' })
    for (const key of [null, undefined, '', '0', '-3', '1.5', 'abc', '07']) expect(dropTargetOf(key)).toBeUndefined()
  })
})

describe("a block's times from the board's form", () => {
  it('reads office times (UTC) as the date-and-time field gives them', () => {
    expect(officeTimeOf('2027-05-10T08:00')).toBe(Date.parse('2027-05-10T08:00:00Z'))
    expect(officeTimeOf(' 2027-05-10T23:59 ')).toBe(Date.parse('2027-05-10T23:59:00Z'))
    for (const value of [
      '',
      '2027-05-10',
      '2027-05-10 08:00',
      '2027-02-30T08:00',
      '2027-05-10T24:00',
      '2027-05-10T08:60',
    ]) {
      expect(officeTimeOf(value), value).toBeUndefined()
    }
  })

  it('needs both times, the end after the start', () => {
    expect(blockPeriod('2027-05-10T08:00', '2027-05-10T17:00')).toEqual({
      startsAt: Date.parse('2027-05-10T08:00:00Z'),
      endsAt: Date.parse('2027-05-10T17:00:00Z'),
    })
    expect(blockPeriod('', '2027-05-10T17:00')).toEqual({ problem: 'Give the time the block starts and ends.' })
    expect(blockPeriod('2027-05-10T08:00', '2027-05-10T08:00')).toEqual({ problem: 'A block ends after it starts.' })
    expect(blockPeriod('2027-05-11T08:00', '2027-05-10T17:00')).toEqual({ problem: 'A block ends after it starts.' })
  })
})
