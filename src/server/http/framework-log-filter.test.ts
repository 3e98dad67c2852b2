import { describe, expect, it, vi } from 'vitest'

import { refusalSummary, withRefusalSummaries } from './framework-log-filter'

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
