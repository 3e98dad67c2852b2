import { describe, expect, it } from 'vitest'

import { errorSummary } from './error-summary'

describe('errorSummary', () => {
  it('names a failed query without its statement or parameters, with the driver’s error', () => {
    const cause = Object.assign(new Error('UNIQUE constraint failed: outbox.key'), { code: 'SQLITE_CONSTRAINT' })
    const error = new Error('Failed query: insert into "outbox" ("to") values (?)\nparams: anna@example.is', { cause })
    expect(errorSummary(error)).toBe(
      'Error: failed query (Error SQLITE_CONSTRAINT: UNIQUE constraint failed: outbox.key)',
    )
  })

  it('is the name and the first line of the message, without e-mail addresses or parameters', () => {
    expect(errorSummary(new TypeError('no mailbox anna@example.is'))).toBe('TypeError: no mailbox [email]')
    expect(errorSummary(new Error('bad value params: 4242424242424242'))).toBe('Error: bad value ')
    expect(errorSummary('a string')).toBe('non-error thrown')
  })
})
