import { describe, expect, it } from 'vitest'

import { barColumns, boardWindow, dayMovements, dayStart, packLanes, shiftDay } from './planning-board'

const t = (iso: string) => Date.parse(iso)
const window = boardWindow('2027-03-01', 0, 14)

describe('the planning board', () => {
  it('shows 14 office days from the day asked, or from today', () => {
    expect(window.days).toHaveLength(14)
    expect(window.days[0]).toBe('2027-03-01')
    expect(window.days[13]).toBe('2027-03-14')
    expect(window.endsAt).toBe(t('2027-03-15T00:00Z'))
    expect(boardWindow('2027-02-30', t('2027-05-05T15:00Z')).days[0]).toBe('2027-05-05')
    expect(boardWindow(undefined, t('2027-05-05T15:00Z'), 7).days).toHaveLength(7)
  })

  it('reads only real days', () => {
    expect(dayStart('2027-03-01')).toBe(t('2027-03-01T00:00Z'))
    expect(dayStart('2027-3-1')).toBeUndefined()
    expect(dayStart('2027-02-29')).toBeUndefined()
    expect(shiftDay('2027-03-01', -7)).toBe('2027-02-22')
  })

  it('places a bar from the day it starts to the day it ends', () => {
    expect(barColumns({ startsAt: t('2027-03-02T10:00Z'), endsAt: t('2027-03-04T10:00Z') }, window)).toEqual({
      first: 1,
      span: 3,
      isCutStart: false,
      isCutEnd: false,
    })
    // A return at midnight ends the day before; a same-day block is one column.
    expect(barColumns({ startsAt: t('2027-03-02T10:00Z'), endsAt: t('2027-03-04T00:00Z') }, window)?.span).toBe(2)
    expect(barColumns({ startsAt: t('2027-03-05T08:00Z'), endsAt: t('2027-03-05T12:00Z') }, window)?.span).toBe(1)
  })

  it('cuts bars at the edges and leaves out what is outside', () => {
    expect(barColumns({ startsAt: t('2027-02-20T10:00Z'), endsAt: t('2027-03-02T10:00Z') }, window)).toEqual({
      first: 0,
      span: 2,
      isCutStart: true,
      isCutEnd: false,
    })
    expect(barColumns({ startsAt: t('2027-03-14T10:00Z'), endsAt: t('2027-04-02T10:00Z') }, window)).toMatchObject({
      first: 13,
      span: 1,
      isCutEnd: true,
    })
    expect(barColumns({ startsAt: t('2027-02-01T10:00Z'), endsAt: t('2027-03-01T00:00Z') }, window)).toBeUndefined()
    expect(barColumns({ startsAt: t('2027-03-15T00:00Z'), endsAt: t('2027-03-16T00:00Z') }, window)).toBeUndefined()
  })

  it('puts overlapping bars in separate lanes and the rest in one', () => {
    const a = { id: 'a', startsAt: 0, endsAt: 10 }
    const b = { id: 'b', startsAt: 10, endsAt: 20 }
    const c = { id: 'c', startsAt: 5, endsAt: 15 }
    expect(packLanes([c, b, a]).map((lane) => lane.map((item) => item.id))).toEqual([['a', 'b'], ['c']])
    expect(packLanes([])).toEqual([])
  })

  it("lists a day's departures and returns at the office in time order", () => {
    const base = { officeOutId: 1, officeInId: 1 }
    const items = [
      { ...base, id: 'back', startsAt: t('2027-03-01T09:00Z'), endsAt: t('2027-03-03T09:00Z') },
      { ...base, id: 'out', startsAt: t('2027-03-03T09:00Z'), endsAt: t('2027-03-05T09:00Z') },
      {
        officeOutId: 2,
        officeInId: 1,
        id: 'arrives',
        startsAt: t('2027-03-02T08:00Z'),
        endsAt: t('2027-03-03T07:00Z'),
      },
      { officeOutId: 1, officeInId: 2, id: 'leaves', startsAt: t('2027-03-03T12:00Z'), endsAt: t('2027-03-03T18:00Z') },
    ]
    expect(dayMovements(items, 1, '2027-03-03').map((move) => `${move.kind}:${move.item.id}`)).toEqual([
      'return:arrives',
      'departure:out',
      'return:back',
      'departure:leaves',
    ])
    expect(dayMovements(items, 1, 'nope')).toEqual([])
  })
})
