import { describe, expect, it } from 'vitest'

import { errorSummary } from './error-summary'

describe('errorSummary', () => {
  it('is the name and message without query parameters or e-mail addresses', () => {
    const error = new Error('Failed query: insert into "outbox" ("to") values (?)\nparams: anna@example.is')
    expect(errorSummary(error)).toBe('Error: Failed query: insert into "outbox" ("to") values (?)\nparams: [redacted]')
    expect(errorSummary(new TypeError('no mailbox anna@example.is'))).toBe('TypeError: no mailbox [email]')
  })
})
