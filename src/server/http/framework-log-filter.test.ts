import { describe, expect, it, vi } from 'vitest'

import { DATABASE_OUTAGE_SEEN_AT } from '@/domain/errors/database-outage'

import { refusalSummary, withOutageSummaries, withRefusalSummaries } from './framework-log-filter'

describe('refusalSummary', () => {
  it("turns Next's refusal errors into one line without a stack", () => {
    const error = new Error(
      'Failed to find Server Action "7f00". This request might be from an older or newer deployment.\nRead more: https://nextjs.org',
    )
    const summary = refusalSummary([error])
    expect(summary).toMatch(/^\[refused\] Failed to find Server Action "7f00"/)
    expect(summary).not.toContain('\n')
    expect(refusalSummary([new Error('Invalid Server Actions request.')])).toBe(
      '[refused] Invalid Server Actions request.',
    )
  })

  it('leaves every other message alone', () => {
    expect(refusalSummary([new Error('database is locked')])).toBeUndefined()
    expect(refusalSummary(['Failed to find Server Action'])).toBeUndefined()
    expect(refusalSummary([new Error('Failed to find Server Action'), 'more'])).toBeUndefined()
  })
})

describe('withRefusalSummaries', () => {
  it('logs the summary instead of the error, and anything else as given', () => {
    const log = vi.fn()
    const wrapped = withRefusalSummaries(log)
    wrapped(new Error('Invalid Server Actions request.'))
    wrapped('plain', 1)
    expect(log.mock.calls).toEqual([['[refused] Invalid Server Actions request.'], ['plain', 1]])
  })
})

describe('withOutageSummaries', () => {
  it('logs one line with the reason instead of a failed query’s stack, SQL and connection, and notes the outage', () => {
    const log = vi.fn()
    const wrapped = withOutageSummaries(log)
    const failed = Object.assign(new Error('Failed query: select * from "pages" where "path" = $1\nparams: /search'), {
      cause: new Error('Connection terminated unexpectedly'),
    })
    const before = Date.now()
    wrapped(' ⨯', failed)
    wrapped('⨯ uncaughtException: ', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))
    expect(log.mock.calls).toEqual([
      ['[database] unavailable (connection-terminated): a page or action could not be rendered'],
      ['[database] unavailable (ECONNRESET): a page or action could not be rendered'],
    ])
    expect((globalThis as Record<symbol, unknown>)[DATABASE_OUTAGE_SEEN_AT]).toBeGreaterThanOrEqual(before)
  })

  it('passes any other error on as it is', () => {
    const log = vi.fn()
    const bug = new TypeError('Cannot read properties of undefined')
    withOutageSummaries(log)(bug)
    withOutageSummaries(log)('plain text about ECONNREFUSED')
    expect(log.mock.calls).toEqual([[bug], ['plain text about ECONNREFUSED']])
  })
})
