import { describe, expect, it } from 'vitest'

import { CONSOLE_FILTERS, consoleParamsSchema, isConsoleFilter, officeDaysWindow } from './console-filters'

describe('console filters', () => {
  it('knows its filters and nothing else', () => {
    for (const filter of CONSOLE_FILTERS) expect(isConsoleFilter(filter)).toBe(true)
    expect(isConsoleFilter('all')).toBe(false)
    expect(isConsoleFilter(undefined)).toBe(false)
  })

  it("takes today as the office's day, midnight to midnight", () => {
    expect(officeDaysWindow(new Date('2027-03-05T23:59:59Z'))).toEqual({
      from: '2027-03-05T00:00:00.000Z',
      to: '2027-03-06T00:00:00.000Z',
    })
    expect(officeDaysWindow(new Date('2027-03-06T00:00:00Z')).from).toBe('2027-03-06T00:00:00.000Z')
  })

  it('spans several days when asked', () => {
    expect(officeDaysWindow(new Date('2027-12-30T08:00:00Z'), 7)).toEqual({
      from: '2027-12-30T00:00:00.000Z',
      to: '2028-01-06T00:00:00.000Z',
    })
  })
})

describe('the console address', () => {
  it('reads what was typed, the filter and the office', () => {
    expect(consoleParamsSchema.parse({ q: ' jonsdottir ', filter: 'requests', office: '3' })).toEqual({
      q: 'jonsdottir',
      filter: 'requests',
      office: 3,
    })
  })

  it('leaves out what it cannot read', () => {
    expect(consoleParamsSchema.parse({ q: ['a', 'b'], filter: 'everything', office: 'x' })).toEqual({
      q: 'a',
      filter: undefined,
      office: undefined,
    })
    expect(consoleParamsSchema.parse({})).toEqual({ q: '', filter: undefined, office: undefined })
  })
})
